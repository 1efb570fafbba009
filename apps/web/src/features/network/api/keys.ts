import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetListTotals } from '@/components/data-table';

/** Every query of the network feature lives under this key: a change refreshes them all. */
export const NETWORK_KEY = ['network'] as const;

export const networkKeys = {
  partners: [...NETWORK_KEY, 'partners'] as const,
  agencies: [...NETWORK_KEY, 'agencies'] as const,
  betsConfigs: [...NETWORK_KEY, 'bets-configs'] as const,
  ticketOffices: [...NETWORK_KEY, 'ticket-offices'] as const,
  banking: [...NETWORK_KEY, 'banking'] as const,
};

/** After any change in the network, what was read of it may be stale. */
export function useInvalidateNetwork() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Rows were added or removed: later pages must count again.
    forgetListTotals(NETWORK_KEY);
    return queryClient.invalidateQueries({ queryKey: NETWORK_KEY });
  }, [queryClient]);
}

export const SAVED = 'Los cambios se guardaron.';

/** A contract path with its `:param` filled in. */
export const pathOf = (template: string, id: number, param = 'id') => template.replace(`:${param}`, String(id));
