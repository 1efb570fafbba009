import { countOpenAlerts as countEndpoint } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { ALERTS_KEY } from './keys';

const ZCount = z.object({ open: z.number().int() });

export async function countOpenAlerts(): Promise<number> {
  return ZCount.parse(await api.get(countEndpoint.path)).open;
}

/** The open alerts of the user's part of the network, for the top bar's badge: every 60 s, or when told. */
export function useOpenAlertCount(enabled: boolean) {
  return useQuery({
    queryKey: [...ALERTS_KEY, 'open-count'],
    queryFn: countOpenAlerts,
    enabled,
    refetchInterval: 60_000,
  });
}
