import { deleteBlockedNumber as deleteEndpoint, ZBlockedNumber, type BlockedNumber, pathOf } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateDrawControls } from './keys';

export async function deleteBlockedNumber(id: number): Promise<BlockedNumber> {
  return ZBlockedNumber.parse(await api.delete(pathOf(deleteEndpoint, { id })));
}

export function useDeleteBlockedNumber() {
  const invalidate = useInvalidateDrawControls();
  return useMutation({
    mutationFn: deleteBlockedNumber,
    onSuccess: invalidate,
    meta: { successMessage: 'Número desbloqueado.' },
  });
}
