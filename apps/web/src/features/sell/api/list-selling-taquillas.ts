import { listSellingTaquillas, ZSellingTaquillasResponse, type SellingTaquillasResponse } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { SELL_KEY } from './keys';

export async function fetchSellingTaquillas(): Promise<SellingTaquillasResponse> {
  return ZSellingTaquillasResponse.parse(await api.get(listSellingTaquillas.path));
}

export const sellingTaquillasQuery = () =>
  queryOptions({ queryKey: [...SELL_KEY, 'taquillas'], queryFn: fetchSellingTaquillas, meta: { handlesError: true } });

/** The taquillas the user sells for; `must_choose` for an agency's user. */
export const useSellingTaquillas = () => useQuery(sellingTaquillasQuery());
