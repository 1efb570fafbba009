import type { UseCaseContext } from '../../lib/use-case';
import { countOpen } from './alert-repository';

/** The open alerts of the caller's subtree: the menu's badge. */
export async function countOpenAlerts(ctx: UseCaseContext): Promise<{ open: number }> {
  return { open: await countOpen(ctx.db, ctx.scope) };
}
