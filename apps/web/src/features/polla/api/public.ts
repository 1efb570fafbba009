import {
  publicPollaBets,
  publicPollaJackpots,
  publicPollaResults,
  publicPollaTickets,
  publicPollaTypes,
  ZPublicBet,
  ZPublicJackpots,
  ZPublicPollaType,
  ZPublicResults,
  type PublicPollaTicketsRequest,
} from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { POLLA_KEY } from './keys';

const PUBLIC_KEY = [...POLLA_KEY, 'public'] as const;
const ZBets = z.object({ data: z.array(ZPublicBet) });

/** The public page's reads (no sign-in): by polla type and date (today when empty). */
const dayQuery = (typeId: number | undefined, date: string | undefined) => ({
  'polla-type': typeId ?? 0,
  ...(date ? { date } : {}),
});

export function usePublicPollaTypes() {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'types'],
    queryFn: async () => z.object({ data: z.array(ZPublicPollaType) }).parse(await api.get(publicPollaTypes.path)).data,
  });
}

export function usePublicResults(typeId: number | undefined, date?: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'results', typeId, date],
    queryFn: async () =>
      ZPublicResults.parse(await api.get(publicPollaResults.path, { query: dayQuery(typeId, date) })),
    enabled: typeId !== undefined,
  });
}

export function usePublicBets(typeId: number | undefined, date?: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'bets', typeId, date],
    queryFn: async () => ZBets.parse(await api.get(publicPollaBets.path, { query: dayQuery(typeId, date) })).data,
    enabled: typeId !== undefined,
  });
}

export function usePublicJackpots(typeId: number | undefined, date?: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'jackpots', typeId, date],
    queryFn: async () =>
      ZPublicJackpots.parse(await api.get(publicPollaJackpots.path, { query: dayQuery(typeId, date) })),
    enabled: typeId !== undefined,
  });
}

/** A customer's own tickets: by cédula and the serial of one of them (asked once; a 404 or 429 is an answer). */
export function useCustomerBets(lookup: PublicPollaTicketsRequest | null) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'customer', lookup],
    queryFn: async () => ZBets.parse(await api.post(publicPollaTickets.path, lookup)).data,
    enabled: lookup !== null,
    retry: false,
    // The lookup's form says what went wrong (a wrong pair, too many lookups) beside itself.
    meta: { handlesError: true },
  });
}
