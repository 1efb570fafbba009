import { useInvalidateLists } from '@/components/data-table';

/** Every query of the users feature lives under this key: a change refreshes them all. */
export const USERS_KEY = ['users'] as const;

export const useInvalidateUsers = () => useInvalidateLists(USERS_KEY);
