import { updateUser as updateUserEndpoint, ZUser, type UpdateUserRequest, type User } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateUsers } from './keys';

export async function updateUser(values: UpdateUserRequest): Promise<User> {
  return ZUser.parse(await api.post(updateUserEndpoint.path, values));
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: updateUser,
    meta: { successMessage: 'Usuario actualizado.' },
    onSuccess: invalidate,
  });
}
