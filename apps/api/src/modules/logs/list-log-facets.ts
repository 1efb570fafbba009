import type { UseCaseContext } from '../../lib/use-case';
import { logFacets } from './repository';

/** The values the audit log's filters offer, from the caller's subtree. */
export function listLogFacets({ db, scope }: UseCaseContext) {
  return logFacets(db, scope);
}
