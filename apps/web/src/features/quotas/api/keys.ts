import { useInvalidateLists } from '@/components/data-table';

/** Every query of cupos and topes lives under this key: a change refreshes them all. */
export const QUOTAS_KEY = ['quotas'] as const;

export const useInvalidateQuotas = () => useInvalidateLists(QUOTAS_KEY);
