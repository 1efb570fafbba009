import type { SellingTaquillasResponse } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { activeTaquillasOf } from './repository';

/** The taquillas the caller may sell for: its own, or every active taquilla of its agency. */
export async function listSellingTaquillas(ctx: UseCaseContext): Promise<SellingTaquillasResponse> {
  const data = await activeTaquillasOf(ctx.db, ctx.scope);
  return { must_choose: ctx.principal.partner.kind !== 'TAQUILLA', data };
}
