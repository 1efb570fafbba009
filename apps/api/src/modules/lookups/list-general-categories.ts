import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The active categories. */
export function listGeneralCategories({ db }: UseCaseContext) {
  return repo.activeCategories(db);
}
