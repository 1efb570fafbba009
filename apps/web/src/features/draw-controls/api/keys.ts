import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetListTotals } from '@/components/data-table';

/** Every query of blocked numbers and suspended draws lives under this key. */
export const DRAW_CONTROLS_KEY = ['draw-controls'] as const;
export const BLOCKED_NUMBERS_KEY = [...DRAW_CONTROLS_KEY, 'blocked-numbers'] as const;
export const SUSPENDED_DRAWS_KEY = [...DRAW_CONTROLS_KEY, 'suspended-draws'] as const;

/** After a change: refetch the lists, and let later pages count again. */
export function useInvalidateDrawControls() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetListTotals(DRAW_CONTROLS_KEY);
    return queryClient.invalidateQueries({ queryKey: DRAW_CONTROLS_KEY });
  }, [queryClient]);
}
