import { useInvalidateLists } from '@/components/data-table';

/** Every query of the polla lives under this key. */
export const POLLA_KEY = ['polla'] as const;
export const POLLA_TYPES_KEY = [...POLLA_KEY, 'types'] as const;
export const POLLA_TICKETS_KEY = [...POLLA_KEY, 'tickets'] as const;
export const POLLA_PRIZES_KEY = [...POLLA_KEY, 'prizes'] as const;
export const POLLA_POTES_KEY = [...POLLA_KEY, 'potes'] as const;

/** After a sale, an annulment, a payment or a pote movement: everything of the polla is read again. */
export const useInvalidatePolla = () => useInvalidateLists(POLLA_KEY);
