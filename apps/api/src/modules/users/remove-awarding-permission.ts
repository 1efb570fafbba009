import type { UseCaseContext } from '../../lib/use-case';
import { setAwardingPermission } from './awarding-control';

/** Takes a user's awarding permission away; see setAwardingPermission. */
export function removeAwardingPermission(ctx: UseCaseContext, userId: number) {
  return setAwardingPermission(ctx, { userId, grant: false });
}
