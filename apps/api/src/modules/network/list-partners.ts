import type { PartnerKind } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { listPartnerOptions } from './partner-list-repository';

/** The partners of the caller's subtree of the given kinds, matching a search, as options. */
export async function listPartners(
  { db, scope }: UseCaseContext,
  query: { kind?: readonly PartnerKind[] | undefined; search?: string | undefined },
) {
  return { data: await listPartnerOptions(db, scope, query.kind, query.search) };
}
