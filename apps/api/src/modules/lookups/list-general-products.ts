import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The sellable products, of one lottery or product type when the query names them. */
export function listGeneralProducts({ db }: UseCaseContext, query: Parameters<typeof repo.activeProducts>[1]) {
  return repo.activeProducts(db, query);
}
