import {
  setupTwoFactorChallenge as setupContract,
  verifyTwoFactorChallenge as verifyContract,
  ZTwoFactorSetup,
  ZVerifyTwoFactorResponse,
  type VerifyTwoFactorRequest,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The secret to enrol with during sign-in (the banca requires a second factor). */
export function useSetupTwoFactorChallenge(challengeToken: string, enabled: boolean) {
  return useQuery({
    queryKey: ['two-factor', 'challenge-setup', challengeToken],
    queryFn: async () =>
      ZTwoFactorSetup.parse(
        await api.post(setupContract.path, { challenge_token: challengeToken }, { bearer: 'none' }),
      ),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export async function verifyTwoFactorChallenge(request: VerifyTwoFactorRequest) {
  return ZVerifyTwoFactorResponse.parse(await api.post(verifyContract.path, request, { bearer: 'none' }));
}

export function useVerifyTwoFactorChallenge() {
  // The step shows the server's message itself (no toast).
  return useMutation({ mutationFn: verifyTwoFactorChallenge, meta: { handlesError: true } });
}
