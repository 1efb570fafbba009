import type { UseCaseContext } from '../../lib/use-case';
import { userNotFound } from './grant-check';
import { findUserInScope, publicUser } from './repository';

/** One user of the caller's subtree. */
export async function getUser({ db, scope }: UseCaseContext, { id }: { id: number }) {
  const user = await findUserInScope(db, scope, id);
  if (!user) throw userNotFound();
  return publicUser(user);
}
