import { signOut as signOutEndpoint } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { LOGIN_PATH } from '@/lib/login-redirect';
import { clearTokens, getRefreshToken } from '@/lib/tokens';

/** Revokes the refresh token on the server (best effort) and always forgets the tokens here. */
export async function signOut(): Promise<void> {
  try {
    if (getRefreshToken()) await api.post(signOutEndpoint.path, undefined, { bearer: 'refresh' });
  } catch {
    // Already expired or unreachable: signing out locally is what matters.
  } finally {
    clearTokens();
  }
}

/**
 * Signs out and loads /login afresh: a full navigation drops every cached answer of the
 * previous user at once, and no guard can race the redirect with a `next`.
 */
export function useSignOut(leave: (path: string) => void = (path) => window.location.replace(path)) {
  return useMutation({
    mutationFn: signOut,
    meta: { handlesError: true },
    onSettled: () => leave(LOGIN_PATH),
  });
}
