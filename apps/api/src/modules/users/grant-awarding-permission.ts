import type { UseCaseContext } from '../../lib/use-case';
import { setAwardingPermission } from './awarding-control';

/** Lets a user award draws; see setAwardingPermission. */
export function grantAwardingPermission(ctx: UseCaseContext, userId: number) {
  return setAwardingPermission(ctx, { userId, grant: true });
}
