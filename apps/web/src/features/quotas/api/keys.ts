import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetListTotals } from '@/components/data-table';

/** Every query of cupos and topes lives under this key: a change refreshes them all. */
export const QUOTAS_KEY = ['quotas'] as const;

export function useInvalidateQuotas() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Rows were added or changed: later pages must count again.
    forgetListTotals(QUOTAS_KEY);
    return queryClient.invalidateQueries({ queryKey: QUOTAS_KEY });
  }, [queryClient]);
}

/** A contract path with its `:param` filled in. */
export const withParam = (template: string, name: string, value: number) => template.replace(`:${name}`, String(value));
