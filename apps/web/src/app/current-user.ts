import type { SessionUser } from '@banca/contracts';
import { useSession } from '@/features/auth';

/** The session user inside the signed-in part of the app (null only while leaving it). */
export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}
