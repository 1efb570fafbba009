import {
  createAccount as createEndpoint,
  deleteAccount as deleteEndpoint,
  pathOf,
  updateAccount as updateEndpoint,
  ZAccount,
  type Account,
  type SaveAccountRequest,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateAccounts } from './keys';

/** Creates an account, or changes it when an id is given. */
export async function saveAccount({ id, body }: { id?: number; body: SaveAccountRequest }): Promise<Account> {
  const answer = id ? await api.put(pathOf(updateEndpoint, { id }), body) : await api.post(createEndpoint.path, body);
  return ZAccount.parse(answer);
}

export function useSaveAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: saveAccount, onSuccess: invalidate, meta: { successMessage: 'Cuenta guardada.' } });
}

export function useDeleteAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (id: number) => ZAccount.parse(await api.delete(pathOf(deleteEndpoint, { id }))),
    onSuccess: invalidate,
    meta: { successMessage: 'Cuenta borrada.' },
  });
}
