import type { CrossDbConnection } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import type { CrossDbDeps } from './cross-db-accounts';

/** The databases the caller can switch to: this one, and those where a linked account of theirs is. */
export async function listDbConnections(deps: CrossDbDeps, ctx: UseCaseContext): Promise<CrossDbConnection[]> {
  const links = await repo.linksOf(ctx.db, ctx.principal.id);
  return [
    { db_name: deps.config.dbName, current: true },
    ...links.filter((link) => deps.remotes.find(link.dbName)).map((link) => ({ db_name: link.dbName, current: false })),
  ];
}
