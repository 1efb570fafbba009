import type { UseCaseContext } from '../../lib/use-case';
import { setUserStatus } from './set-user-status';

/** Blocks a user at once (its sessions end); see setUserStatus. */
export function blockUser(ctx: UseCaseContext, { id }: { id: number }) {
  return setUserStatus(ctx, { id, block: true });
}
