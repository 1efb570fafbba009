import type { listAgenciesNoPaginated as listAgenciesNoPaginatedContract } from '@banca/contracts';
import type { QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { agencyOptions } from './agency-repository';

/** Every agency of the caller's subtree that matches, as options for a select. */
export async function listAgenciesNoPaginated(
  { db, scope }: UseCaseContext,
  query: QueryOf<typeof listAgenciesNoPaginatedContract>,
) {
  return { data: await agencyOptions(db, scope, query) };
}
