import type { UseCaseContext } from '../../lib/use-case';
import * as lists from './partner-list-repository';

/** The direct children of a partner of the caller's subtree (the caller's own by default). */
export function listDirects({ db, scope }: UseCaseContext, query: { partner_id?: number | undefined }) {
  return lists.listDirects(db, scope, query.partner_id);
}
