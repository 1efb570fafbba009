import { useInvalidateLists } from '@/components/data-table';

/** Every query of the accounting tabs lives under this key: a change refreshes them all. */
export const ACCOUNTING_KEY = ['accounting-entries'] as const;
export const BALANCE_KEY = [...ACCOUNTING_KEY, 'balance'] as const;
export const ENTRIES_KEY = [...ACCOUNTING_KEY, 'entries'] as const;
export const MOVEMENTS_KEY = [...ACCOUNTING_KEY, 'movements'] as const;
export const PAYMENTS_KEY = [...ACCOUNTING_KEY, 'payments'] as const;

export const useInvalidateAccounting = () => useInvalidateLists(ACCOUNTING_KEY);
