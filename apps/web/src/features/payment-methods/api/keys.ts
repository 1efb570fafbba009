import { useInvalidateLists } from '@/components/data-table';

/** Every query of payment methods lives under this key. */
export const PAYMENT_METHODS_KEY = ['payment-methods'] as const;

export const useInvalidatePaymentMethods = () => useInvalidateLists(PAYMENT_METHODS_KEY);
