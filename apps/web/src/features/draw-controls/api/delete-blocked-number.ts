import { deleteBlockedNumber as deleteEndpoint, ZBlockedNumber, type BlockedNumber } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateDrawControls } from './keys';

export async function deleteBlockedNumber(id: number): Promise<BlockedNumber> {
  return ZBlockedNumber.parse(await api.delete(deleteEndpoint.path.replace(':id', String(id))));
}

export function useDeleteBlockedNumber() {
  const invalidate = useInvalidateDrawControls();
  return useMutation({
    mutationFn: deleteBlockedNumber,
    onSuccess: invalidate,
    meta: { successMessage: 'Número desbloqueado.' },
  });
}
