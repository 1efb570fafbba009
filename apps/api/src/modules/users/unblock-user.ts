import type { UseCaseContext } from '../../lib/use-case';
import { setUserStatus } from './set-user-status';

/** Lets a blocked user sign in again; see setUserStatus. */
export function unblockUser(ctx: UseCaseContext, { id }: { id: number }) {
  return setUserStatus(ctx, { id, block: false });
}
