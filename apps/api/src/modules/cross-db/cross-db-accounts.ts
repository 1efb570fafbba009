import type { ChangeDbResponse, CrossDbConnection, CrossDbStatus } from '@banca/contracts';
import type { Config } from '../../config';
import { AppError, notFound } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import type { Db } from '../../db/client';
import { inTransaction, type PublicContext, type UseCaseContext } from '../../lib/use-case';
import { openSession } from '../auth';
import { findUserForSignIn, loadPrincipal } from '../auth';
import { tooManyAttempts } from '../auth';
import { clearFailures, recordFailures, waitOf } from '../auth';
import { stepAfterPassword } from '../auth';
import { twoFactorOf } from '../auth';
import type { RemoteDatabases } from './remote-databases';
import * as repo from './repository';

export interface CrossDbDeps {
  config: Config;
  remotes: RemoteDatabases;
  /** An access token of `database` (the other database's API checks it names itself). */
  signAccessToken(userId: number, sessionId: string, database: string): string;
}

/** Wrong passwords of other databases' accounts before the delays start (the user is signed in here). */
const LINK_FREE_FAILURES = 5;

const disabled = () => new AppError('UNPROCESSABLE', 'El operador tiene una sola base de datos.');
const unknownDatabase = () =>
  new AppError('VALIDATION_ERROR', undefined, [{ field: 'db_name', message: 'Esa base de datos no existe.' }]);

export function crossDbStatus(deps: CrossDbDeps): CrossDbStatus {
  const databases = deps.remotes.names();
  return { enabled: databases.length > 0, db_name: deps.config.dbName, databases };
}

export async function listConnections(deps: CrossDbDeps, ctx: UseCaseContext): Promise<CrossDbConnection[]> {
  const links = await repo.linksOf(ctx.db, ctx.principal.id);
  return [
    { db_name: deps.config.dbName, current: true },
    ...links.filter((link) => deps.remotes.find(link.dbName)).map((link) => ({ db_name: link.dbName, current: false })),
  ];
}

/**
 * Links the caller's account in another database, proved by that account's password there;
 * wrong passwords are throttled here per user and database, and audited like sign-ins.
 */
export const makeRegisterDb =
  (deps: CrossDbDeps) =>
  async (ctx: UseCaseContext, input: { db_name: string; username: string; password: string }) => {
    if (!deps.remotes.names().length) throw disabled();
    if (!deps.remotes.find(input.db_name)) throw unknownDatabase();
    const now = new Date();
    const key = `cross-db:${ctx.principal.id}:${input.db_name}`;
    const wait = await waitOf(ctx.db, [key], now);
    if (wait > 0) throw tooManyAttempts(wait);
    const remote = (await deps.remotes.get(input.db_name)).db;
    const account = await findUserForSignIn(remote, input.username);
    const passwordOk = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    const usable = account && passwordOk && (await loadPrincipal(remote, account.id));
    if (!usable) {
      await inTransaction(ctx, async (tx) => {
        await recordFailures(tx.db, [{ key, free: LINK_FREE_FAILURES }], now);
        await tx.audit({ action: 'CROSS_DB_LINK_FAILED', entity: 'session', after: { db_name: input.db_name } });
      });
      throw new AppError('INVALID_CREDENTIALS');
    }
    await inTransaction(ctx, async (tx) => {
      await repo.saveLink(tx.db, ctx.principal.id, input.db_name, account.id);
      await clearFailures(tx.db, [key]);
      await tx.audit({
        action: 'CROSS_DB_LINK',
        entity: 'user',
        entityId: ctx.principal.id,
        after: { db_name: input.db_name, remote_user: account.username },
      });
    });
    return listConnections(deps, ctx);
  };

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
