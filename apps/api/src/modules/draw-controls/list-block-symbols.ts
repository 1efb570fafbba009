import type { UseCaseContext } from '../../lib/use-case';
import { activeSymbolsOf } from './blocked-number-repository';

/** The symbols of a product a number may be blocked with. */
export function listBlockSymbols({ db }: UseCaseContext, query: { product_id: number }) {
  return activeSymbolsOf(db, query.product_id);
}
