import { notFound } from '../../lib/app-error';
import type { PublicContext } from '../../lib/use-case';
import * as repo from './public-repository';

export interface PublicQuery {
  date?: string | undefined;
  'polla-type': number;
}

/** The polla type's day the query names (today in its lottery's zone by default); a 404 for a type not active. */
export async function dayOf(ctx: PublicContext, query: PublicQuery) {
  const day = await repo.typeDate(ctx.db, query['polla-type'], query.date);
  if (!day) throw notFound('El tipo de polla no existe.');
  return day;
}
