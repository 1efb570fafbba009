import {
  grantAwardingPermission,
  listAwardingControl,
  removeAwardingPermission,
  ZAwardingControlResponse,
  ZUser,
  type User,
} from '@banca/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { USERS_KEY, useInvalidateUsers } from './keys';

const pathFor = (template: string, userId: number) => template.replace(':userId', String(userId));

export const awardingUsersQuery = queryOptions({
  queryKey: [...USERS_KEY, 'awarding-control'],
  queryFn: async (): Promise<User[]> => ZAwardingControlResponse.parse(await api.get(listAwardingControl.path)).data,
});

/** Users of the subtree who may award draws. */
export const useAwardingUsers = (enabled = true) => useQuery({ ...awardingUsersQuery, enabled });

export async function setAwardingPermission({ userId, granted }: { userId: number; granted: boolean }): Promise<User> {
  const body = granted
    ? await api.put(pathFor(grantAwardingPermission.path, userId))
    : await api.delete(pathFor(removeAwardingPermission.path, userId));
  return ZUser.parse(body);
}

export function useSetAwardingPermission() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: setAwardingPermission,
    onSuccess: invalidate,
    meta: { successMessage: 'Permiso de premiación actualizado.' },
  });
}
