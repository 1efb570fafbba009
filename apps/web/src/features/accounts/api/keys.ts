import { useInvalidateLists } from '@/components/data-table';

/** Every query of the chart of accounts lives under this key. */
export const ACCOUNTS_KEY = ['accounts'] as const;

export const useInvalidateAccounts = () => useInvalidateLists(ACCOUNTS_KEY);
