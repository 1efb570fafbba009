import { createUser as createUserEndpoint, ZUser, type CreateUserRequest, type User } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateUsers } from './keys';

export async function createUser(values: CreateUserRequest): Promise<User> {
  return ZUser.parse(await api.post(createUserEndpoint.path, values));
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, meta: { successMessage: 'Usuario creado.' }, onSuccess: invalidate });
}
