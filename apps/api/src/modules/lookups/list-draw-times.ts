import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The times of day the active draws close. */
export function listDrawTimes({ db }: UseCaseContext) {
  return repo.activeDrawTimes(db);
}
