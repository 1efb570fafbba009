import { resetUserPassword as resetEndpoint, ZOkResponse, type ResetPasswordRequest } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export async function resetUserPassword(values: ResetPasswordRequest): Promise<void> {
  ZOkResponse.parse(await api.post(resetEndpoint.path, values));
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: resetUserPassword,
    meta: { successMessage: 'Contraseña cambiada; se cerraron las sesiones del usuario.' },
  });
}
