import {
  isTwoFactorChallenge,
  signIn as signInEndpoint,
  ZSignInAnswer,
  type SignInAnswer,
  type SignInRequest,
  type SignInResponse,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { storeTokens } from '@/lib/tokens';
import { sessionQueryKey } from './get-session';

/** The session, or the second factor's challenge when the account has one. */
export async function signIn(credentials: SignInRequest): Promise<SignInAnswer> {
  return ZSignInAnswer.parse(await api.post(signInEndpoint.path, credentials, { bearer: 'none' }));
}

/** Keeps a new session's tokens and makes its user the session (no second round trip). */
export function useKeepSession() {
  const queryClient = useQueryClient();
  return (session: SignInResponse) => {
    storeTokens(session);
    queryClient.setQueryData(sessionQueryKey, session.user);
  };
}

/** Signs in: a session is kept at once; a challenge is for the caller to show the second step. */
export function useSignIn() {
  const keepSession = useKeepSession();
  return useMutation({
    mutationFn: signIn,
    // The sign-in form shows the server's message itself (no toast).
    meta: { handlesError: true },
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) keepSession(answer);
    },
  });
}
