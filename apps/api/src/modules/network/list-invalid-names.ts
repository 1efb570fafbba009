import type { UseCaseContext } from '../../lib/use-case';
import { invalidNames } from './partner-list-repository';

/** As the user types: whether a name and code are taken, and similar names the caller may see. */
export function listInvalidNames({ db, scope }: UseCaseContext, query: Parameters<typeof invalidNames>[2]) {
  return invalidNames(db, scope, query);
}
