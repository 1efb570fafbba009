import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every query of the users feature lives under this key: a change refreshes them all. */
export const USERS_KEY = ['users'] as const;

export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: USERS_KEY }), [queryClient]);
}
