import { useInvalidateLists } from '@/components/data-table';

/** Every query of commissions lives under this key: a change refreshes them all. */
export const COMMISSIONS_KEY = ['commissions'] as const;

export const useInvalidateCommissions = () => useInvalidateLists(COMMISSIONS_KEY);
