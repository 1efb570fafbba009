import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The active lotteries with their logos. */
export function listGeneralLotteries({ db }: UseCaseContext) {
  return repo.activeLotteries(db);
}
