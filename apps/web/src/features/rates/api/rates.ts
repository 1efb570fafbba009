import {
  listRates,
  listRateTypes,
  saveRate as saveEndpoint,
  ZRate,
  ZRateType,
  type SaveRateRequest,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useInvalidateLists, useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';

/** Every query of exchange rates lives under this key. */
export const RATES_KEY = ['rates'] as const;

/** The rates' history of the user's network; its filters in the URL. */
export function useRateList() {
  return useEndpointList(listRates, {
    queryKey: RATES_KEY,
    filterKeys: ['rate_type_id', 'from_date', 'to_date'],
    defaultSort: 'business_date',
    defaultOrder: 'desc',
  });
}

export function useRateTypes() {
  return useQuery({
    queryKey: [...RATES_KEY, 'types'],
    queryFn: async () => z.array(ZRateType).parse(await api.get(listRateTypes.path)),
    staleTime: 300_000,
  });
}

export function useSaveRate() {
  const invalidate = useInvalidateLists(RATES_KEY);
  return useMutation({
    mutationFn: async (body: SaveRateRequest) => ZRate.parse(await api.post(saveEndpoint.path, body)),
    onSuccess: invalidate,
    meta: { successMessage: 'Tasa registrada.' },
  });
}
