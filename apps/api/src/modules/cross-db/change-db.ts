import type { ChangeDbResponse } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { PublicContext, UseCaseContext } from '../../lib/use-case';
import { openSession } from '../auth';
import { loadPrincipal } from '../auth';
import { stepAfterPassword } from '../auth';
import { twoFactorOf } from '../auth';
import * as repo from './repository';
import { type CrossDbDeps, unknownDatabase } from './cross-db-accounts';

/**
 * A session in a linked database, opened there (its refresh-token family, its LOGIN audit row)
 * without signing in again; its tokens name that database. An account there that signs in with
 * a second factor is not switched to: the user signs in there. `contextIn` is the request's
 * context on that database (its audit rows name the request and the address).
 */
export const makeChangeDb =
  (deps: CrossDbDeps) =>
  async (ctx: UseCaseContext, input: { db_name: string }, contextIn: (db: Db) => PublicContext) => {
    const configured = deps.remotes.find(input.db_name);
    if (!configured)
      throw input.db_name === deps.config.dbName
        ? new AppError('UNPROCESSABLE', 'Ya está en esa base de datos.')
        : unknownDatabase();
    const link = (await repo.linksOf(ctx.db, ctx.principal.id)).find((found) => found.dbName === input.db_name);
    if (!link) throw notFound('No tiene una cuenta enlazada en esa base de datos.');
    const remote = (await deps.remotes.get(input.db_name)).db;
    const account = await loadPrincipal(remote, link.remoteUserId);
    if (!account) throw new AppError('UNPROCESSABLE', 'La cuenta enlazada no está activa en esa base de datos.');
    if (stepAfterPassword(await twoFactorOf(remote, account.id), account.role))
      throw new AppError('UNPROCESSABLE', 'La cuenta de esa base usa verificación en dos pasos: inicie sesión allí.');
    const session = await openSession(
      {
        config: deps.config,
        signAccessToken: (userId, sessionId) => deps.signAccessToken(userId, sessionId, input.db_name),
      },
      contextIn(remote),
      {
        user: { id: account.id, username: account.username, role: account.role, partnerId: account.partner.id },
        ip: ctx.actor.ip ?? '',
        userAgent: null,
        within: async () => ({ from_db: deps.config.dbName, from_user: ctx.principal.username }),
      },
    );
    return { ...session, db_name: input.db_name, web_url: configured.webUrl } satisfies ChangeDbResponse;
  };
