import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetListTotals } from '@/components/data-table';

/** Every query of the users feature lives under this key: a change refreshes them all. */
export const USERS_KEY = ['users'] as const;

export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Rows were added or changed: later pages must count again.
    forgetListTotals(USERS_KEY);
    return queryClient.invalidateQueries({ queryKey: USERS_KEY });
  }, [queryClient]);
}
