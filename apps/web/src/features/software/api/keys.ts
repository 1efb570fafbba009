import { useInvalidateLists } from '@/components/data-table';

/** Every query of software versions lives under this key. */
export const SOFTWARE_KEY = ['software'] as const;
export const SOFTWARE_VERSIONS_KEY = [...SOFTWARE_KEY, 'versions'] as const;

export const useInvalidateSoftware = () => useInvalidateLists(SOFTWARE_KEY);
