import { listUsers, ZListUsersResponse, type User } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { USERS_KEY } from './keys';

/** The users of the subtree as a table (POST list, state in the URL). */
export function useUserList() {
  return useListQuery<User>({
    queryKey: USERS_KEY,
    path: listUsers.path,
    method: 'POST',
    parse: (body) => ZListUsersResponse.parse(body),
    filterKeys: ['search', 'role', 'status', 'partner_id'],
    defaultSort: 'username',
  });
}
