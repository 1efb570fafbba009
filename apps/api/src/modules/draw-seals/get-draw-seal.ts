import type { DrawSeal } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findSeal } from './draw-seal-repository';
import { bancaOf } from './list-draw-seals';

/** The "Acta de cierre" of one draw for the caller's banca; 404 when the draw is not sealed (or not there). */
export async function getDrawSeal(ctx: UseCaseContext, occurrenceId: number): Promise<DrawSeal> {
  const seal = await findSeal(ctx.db, bancaOf(ctx), occurrenceId);
  if (!seal) throw notFound('El sorteo no tiene acta de cierre.');
  return seal;
}
