import { listSaleDraws, ZSaleDrawsResponse, type SaleDrawsResponse } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { clockOffset } from '../logic/server-clock';
import { sellKeys } from './keys';

/** Today's draws for the taquilla, with `clock_offset`: server clock minus browser clock (ms). */
export type SaleDrawsData = SaleDrawsResponse & { readonly clock_offset: number };

/** Often enough for states (a suspension, a result) to show without a reload. */
export const DRAWS_REFRESH_MS = 30_000;

export async function fetchSaleDraws(taquillaId?: number): Promise<SaleDrawsData> {
  const sentAt = Date.now();
  const body = ZSaleDrawsResponse.parse(
    await api.get(listSaleDraws.path, { query: taquillaId ? { taquilla_id: taquillaId } : {} }),
  );
  // The answer's time is closest to halfway through the round trip.
  const midway = sentAt + (Date.now() - sentAt) / 2;
  return { ...body, clock_offset: clockOffset(body.server_time, midway) };
}

export const saleDrawsQuery = (taquillaId?: number, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: sellKeys.draws(taquillaId),
    queryFn: () => fetchSaleDraws(taquillaId),
    refetchInterval: DRAWS_REFRESH_MS,
    staleTime: 0,
    meta: { handlesError: true },
  });

export const useSaleDraws = (taquillaId?: number, enabled = true) => useQuery(saleDrawsQuery(taquillaId, enabled));
