import type { UseCaseContext } from '../../lib/use-case';
import { rateTypes } from './repository';

/** The kinds of exchange rate a partner records. */
export function listRateTypes({ db }: UseCaseContext) {
  return rateTypes(db);
}
