import type { SessionUser } from '@banca/contracts';
import { toSessionUser } from '../../lib/principal';
import type { UseCaseContext } from '../../lib/use-case';

/** The signed-in user as every screen sees it: its role, country, currency, flags and partner. */
export async function getSession(ctx: UseCaseContext): Promise<SessionUser> {
  return toSessionUser(ctx.principal);
}
