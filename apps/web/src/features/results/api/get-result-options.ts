import { getResultOptions, ZResultOptions, pathOf } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { RESULTS_KEY } from './keys';

export const resultOptionsQuery = (occurrenceId: number) =>
  queryOptions({
    queryKey: [...RESULTS_KEY, 'options', occurrenceId],
    queryFn: async ({ signal }) =>
      ZResultOptions.parse(await api.get(pathOf(getResultOptions, { id: occurrenceId }), { signal })),
  });

/** What the result form of one draw offers (its animalitos, digits and sign). */
export const useResultOptions = (occurrenceId: number) => useQuery(resultOptionsQuery(occurrenceId));
