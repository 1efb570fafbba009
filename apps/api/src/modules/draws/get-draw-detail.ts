import type { DrawDetail } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { activeBetTypesOf } from '../catalogue';
import * as repo from './repository';

/** A draw with the bet types its product sells and their multipliers. */
export async function getDrawDetail(ctx: UseCaseContext, id: number): Promise<DrawDetail> {
  const draw = await repo.findDraw(ctx.db, id);
  if (!draw) throw notFound('El sorteo no existe.');
  return { ...draw, bet_types: await activeBetTypesOf(ctx.db, draw.product_id) };
}
