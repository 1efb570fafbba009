import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The active bet types. */
export function listBetTypes({ db }: UseCaseContext) {
  return repo.activeBetTypes(db);
}
