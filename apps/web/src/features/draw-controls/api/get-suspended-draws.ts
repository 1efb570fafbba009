import {
  getSuspendedDraws as getEndpoint,
  ZSuspendedDrawsResponse,
  type SuspendedDrawsResponse,
} from '@banca/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { SUSPENDED_DRAWS_KEY } from './keys';

export async function getSuspendedDraws(date: string | undefined): Promise<SuspendedDrawsResponse> {
  return ZSuspendedDrawsResponse.parse(await api.get(getEndpoint.path, { query: date ? { date } : {} }));
}

export const suspendedDrawsQuery = (date: string | undefined) =>
  queryOptions({
    queryKey: [...SUSPENDED_DRAWS_KEY, date ?? 'today'],
    queryFn: () => getSuspendedDraws(date),
    // States move with the clock (open → closed): keep them fresh while the screen is open.
    refetchInterval: 60_000,
  });

/** The draws of a date (today by default) with their state and live suspensions. */
export const useSuspendedDraws = (date: string | undefined) =>
  useQuery({ ...suspendedDrawsQuery(date), placeholderData: keepPreviousData });
