import { blockUser as blockEndpoint, unblockUser as unblockEndpoint, ZUser, type User } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateUsers } from './keys';

/** Blocks (effective at once, sessions closed) or unblocks a user. */
export async function setUserBlocked({ id, blocked }: { id: number; blocked: boolean }): Promise<User> {
  return ZUser.parse(await api.post((blocked ? blockEndpoint : unblockEndpoint).path, { id }));
}

export function useSetUserBlocked() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: setUserBlocked,
    onSuccess: invalidate,
    meta: { successMessage: 'Estado del usuario actualizado.' },
  });
}
