import { signIn as signInEndpoint, ZSignInResponse, type SignInRequest, type SignInResponse } from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { storeTokens } from '@/lib/tokens';
import { sessionQueryKey } from './get-session';

export async function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return ZSignInResponse.parse(await api.post(signInEndpoint.path, credentials, { bearer: 'none' }));
}

/** Signs in, keeps the tokens and makes the user the session (no second round trip). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The sign-in form shows the server's message itself (no toast).
    meta: { handlesError: true },
    onSuccess: (data) => {
      storeTokens(data);
      queryClient.setQueryData(sessionQueryKey, data.user);
    },
  });
}
