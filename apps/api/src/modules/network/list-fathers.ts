import type { PartnerKind } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import * as lists from './partner-list-repository';

/** The partners of the caller's subtree that may be the parent of a partner of the given kind. */
export async function listFathers({ db, scope }: UseCaseContext, query: { kind: PartnerKind }) {
  return { data: await lists.listFathers(db, scope, query.kind) };
}
