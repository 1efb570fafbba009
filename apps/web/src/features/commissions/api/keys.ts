import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetListTotals } from '@/components/data-table';

/** Every query of commissions lives under this key: a change refreshes them all. */
export const COMMISSIONS_KEY = ['commissions'] as const;

export function useInvalidateCommissions() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Rows were added or changed: later pages must count again.
    forgetListTotals(COMMISSIONS_KEY);
    return queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY });
  }, [queryClient]);
}
