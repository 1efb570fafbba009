import type { TwoFactorPolicy } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import * as repo from './two-factor-repository';

/** An ADMIN_BANCA's banca is its own partner (a root). */
export const bancaOf = (ctx: UseCaseContext) => ctx.principal.partner.id;

/** Whether the caller's banca requires a second factor of the roles that use one. */
export async function getTwoFactorPolicy(ctx: UseCaseContext): Promise<TwoFactorPolicy> {
  return { required: await repo.policyOf(ctx.db, bancaOf(ctx)) };
}
