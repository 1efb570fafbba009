import {
  changeDb as changeDbContract,
  getCrossDbStatus,
  listDbConnections,
  registerDb as registerDbContract,
  ZChangeDbResponse,
  ZCrossDbConnections,
  ZCrossDbStatus,
  type ChangeDbRequest,
  type RegisterDbRequest,
} from '@banca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

const KEY = ['cross-db'] as const;

export function useCrossDbStatus() {
  return useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: async () => ZCrossDbStatus.parse(await api.get(getCrossDbStatus.path)),
    staleTime: Infinity,
  });
}

export function useDbConnections(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'connections'],
    queryFn: async () => ZCrossDbConnections.parse(await api.post(listDbConnections.path)),
    enabled,
  });
}

export function useRegisterDb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RegisterDbRequest) =>
      ZCrossDbConnections.parse(await api.post(registerDbContract.path, request)),
    meta: { successMessage: 'Cuenta enlazada.' },
    onSuccess: (connections) => queryClient.setQueryData([...KEY, 'connections'], connections),
  });
}

export function useChangeDb() {
  return useMutation({
    mutationFn: async (request: ChangeDbRequest) =>
      ZChangeDbResponse.parse(await api.post(changeDbContract.path, request)),
  });
}
