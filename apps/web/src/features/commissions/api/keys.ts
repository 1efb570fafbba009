import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every query of commissions lives under this key: a change refreshes them all. */
export const COMMISSIONS_KEY = ['commissions'] as const;

export function useInvalidateCommissions() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY }), [queryClient]);
}
