import { useInvalidateLists } from '@/components/data-table';

/** Every cash query (movements, registers, transactions) lives under this key. */
export const CASH_KEY = ['cash'] as const;
export const MOVEMENTS_KEY = [...CASH_KEY, 'movements'] as const;
export const REGISTERS_KEY = [...CASH_KEY, 'registers'] as const;

/** After a change: refetch every cash list and register, and let later pages count again. */
export const useInvalidateCash = () => useInvalidateLists(CASH_KEY);
