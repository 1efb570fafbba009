import { listPage, type ListInput } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import { bancaOf, versionQueries, type VersionListQuery } from './repository';

/** One page of the terminal app versions of the caller's banca, published or waiting for their file. */
export async function listSoftwareVersions(ctx: UseCaseContext, { query, cachedCount }: ListInput<VersionListQuery>) {
  const queries = versionQueries(ctx.db, bancaOf(ctx), query);
  return listPage(query, cachedCount, queries.rows, queries.count);
}
