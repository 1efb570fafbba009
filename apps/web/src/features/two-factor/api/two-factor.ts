import {
  activateTwoFactor as activateContract,
  disableTwoFactor as disableContract,
  getTwoFactorPolicy as getPolicyContract,
  getTwoFactorStatus as getStatusContract,
  setupTwoFactor as setupContract,
  updateTwoFactorPolicy as updatePolicyContract,
  ZRecoveryCodes,
  ZTwoFactorPolicy,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
  type TwoFactorCodeRequest,
  type TwoFactorPolicy,
} from '@banca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

const KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: async () => ZTwoFactorStatus.parse(await api.get(getStatusContract.path)),
  });
}

export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'policy'],
    queryFn: async () => ZTwoFactorPolicy.parse(await api.get(getPolicyContract.path)),
    enabled,
  });
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: async () => ZTwoFactorSetup.parse(await api.post(setupContract.path)) });
}

export function useActivateTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (request: TwoFactorCodeRequest) =>
      ZRecoveryCodes.parse(await api.post(activateContract.path, request)),
    meta: { handlesError: true, successMessage: 'Verificación en dos pasos activada.' },
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (request: TwoFactorCodeRequest) => api.post(disableContract.path, request),
    meta: { handlesError: true, successMessage: 'Verificación en dos pasos desactivada.' },
    onSuccess: refresh,
  });
}

export function useUpdateTwoFactorPolicy() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (policy: TwoFactorPolicy) =>
      ZTwoFactorPolicy.parse(await api.put(updatePolicyContract.path, policy)),
    meta: { successMessage: 'Regla de la banca guardada.' },
    onSuccess: refresh,
  });
}
