import type { searchAgencies as searchAgenciesContract } from '@banca/contracts';
import type { ListInput, QueryOf } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { listAgencies } from './list-agencies';

/** The agency pickers' search: the agencies' list, its filters and its page. */
export function searchAgencies(ctx: UseCaseContext, input: ListInput<QueryOf<typeof searchAgenciesContract>>) {
  return listAgencies(ctx, input);
}
