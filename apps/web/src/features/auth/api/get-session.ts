import { getSession as getSessionEndpoint, ZSessionUser, type SessionUser } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { hasTokens } from '@/lib/tokens';

/** Spec §9: the session is re-checked every 3,000,000 ms (50 minutes). */
export const SESSION_RECHECK_MS = 3_000_000;
export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The signed-in user, or null. Spec §8: a failed session fetch counts as unauthenticated,
 * so this never throws; without any token it does not even ask.
 */
export async function getSession(): Promise<SessionUser | null> {
  if (!hasTokens()) return null;
  try {
    return ZSessionUser.parse(await api.get(getSessionEndpoint.path));
  } catch {
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: SESSION_RECHECK_MS,
  refetchInterval: SESSION_RECHECK_MS,
  refetchOnWindowFocus: false,
  retry: false,
  meta: { handlesError: true },
});

export type SessionState =
  | { readonly status: 'pending'; readonly user: null }
  | { readonly status: 'authenticated'; readonly user: SessionUser }
  | { readonly status: 'unauthenticated'; readonly user: null };

/** Spec §4: pending → authenticated (user present) | unauthenticated. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  if (isPending) return { status: 'pending', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'unauthenticated', user: null };
}

/** The session user inside the signed-in part of the app (null only while leaving it). */
export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}
