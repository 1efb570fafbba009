import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The active draws, of one product when the query names it. */
export function listGeneralDraws({ db }: UseCaseContext, query: { product_id?: number | undefined }) {
  return repo.activeDraws(db, query.product_id);
}
