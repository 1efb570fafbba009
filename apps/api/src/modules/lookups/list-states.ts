import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

/** The country's states. */
export function listStates({ db }: UseCaseContext) {
  return repo.states(db);
}
