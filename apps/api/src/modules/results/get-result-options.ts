import type { ResultOptions } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** An occurrence and, for an animalito product, the symbols its result may be. */
export async function getResultOptions(ctx: UseCaseContext, id: number): Promise<ResultOptions> {
  const occurrence = await repo.findOccurrence(ctx.db, chainOf(ctx.principal.partner.path), id);
  if (!occurrence) throw notFound('El sorteo no existe.');
  const symbols =
    occurrence.product_type === 'ANIMALITOS' ? await repo.activeSymbols(ctx.db, occurrence.product_id) : [];
  return { occurrence, symbols };
}
