import { listCommissionTypes, listParticipationTypes, ZTypeOptionsResponse } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { COMMISSIONS_KEY } from './keys';

const typesQuery = (path: string) =>
  queryOptions({
    queryKey: [...COMMISSIONS_KEY, 'types', path],
    queryFn: async () => ZTypeOptionsResponse.parse(await api.get(path)).data,
    staleTime: Infinity,
  });

/** Commission types (spec: type-commission). */
export const useCommissionTypes = () => useQuery(typesQuery(listCommissionTypes.path));
/** Participation types (spec: type-participation). */
export const useParticipationTypes = () => useQuery(typesQuery(listParticipationTypes.path));
