import { listSaleDraws, ZSaleDrawsResponse, type SaleDay, type SaleDrawsResponse } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { clockOffset } from '../logic/server-clock';
import { sellKeys } from './keys';

/** Today's (or tomorrow's, sold in advance) draws for the taquilla, with `clock_offset`: server clock minus browser clock (ms). */
export type SaleDrawsData = SaleDrawsResponse & { readonly clock_offset: number };

/** Often enough for states (a suspension, a result) to show without a reload. */
export const DRAWS_REFRESH_MS = 30_000;

export async function fetchSaleDraws(taquillaId?: number, day: SaleDay = 'today'): Promise<SaleDrawsData> {
  const sentAt = Date.now();
  const query = { ...(taquillaId ? { taquilla_id: taquillaId } : {}), ...(day === 'tomorrow' ? { day } : {}) };
  const body = ZSaleDrawsResponse.parse(await api.get(listSaleDraws.path, { query }));
  // The answer's time is closest to halfway through the round trip.
  const midway = sentAt + (Date.now() - sentAt) / 2;
  return { ...body, clock_offset: clockOffset(body.server_time, midway) };
}

export const saleDrawsQuery = (taquillaId?: number, enabled = true, day: SaleDay = 'today') =>
  queryOptions({
    enabled,
    queryKey: sellKeys.draws(taquillaId, day),
    queryFn: () => fetchSaleDraws(taquillaId, day),
    refetchInterval: DRAWS_REFRESH_MS,
    staleTime: 0,
    meta: { handlesError: true },
  });

export const useSaleDraws = (taquillaId?: number, enabled = true, day: SaleDay = 'today') =>
  useQuery(saleDrawsQuery(taquillaId, enabled, day));
