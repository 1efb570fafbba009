import { useInvalidateLists } from '@/components/data-table';

/** Every query of blocked numbers and suspended draws lives under this key. */
export const DRAW_CONTROLS_KEY = ['draw-controls'] as const;
export const BLOCKED_NUMBERS_KEY = [...DRAW_CONTROLS_KEY, 'blocked-numbers'] as const;
export const SUSPENDED_DRAWS_KEY = [...DRAW_CONTROLS_KEY, 'suspended-draws'] as const;

/** After a change: refetch the lists, and let later pages count again. */
export const useInvalidateDrawControls = () => useInvalidateLists(DRAW_CONTROLS_KEY);
