import { useInvalidateLists } from '@/components/data-table';

/** Every query of sales targets lives under this key. */
export const SALES_TARGETS_KEY = ['sales-targets'] as const;

/** After a change: refetch the lists, and let later pages count again. */
export const useInvalidateSalesTargets = () => useInvalidateLists(SALES_TARGETS_KEY);
