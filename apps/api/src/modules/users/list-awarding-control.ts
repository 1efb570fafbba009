import type { UseCaseContext } from '../../lib/use-case';
import { awardingUsers } from './repository';

/** The users of the caller's subtree who may award draws. */
export async function listAwardingControl({ db, scope }: UseCaseContext) {
  return { data: await awardingUsers(db, scope) };
}
