import { AppError } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findUserForSignIn, loadPrincipal } from '../auth';
import { tooManyAttempts } from '../auth';
import { clearFailures, recordFailures, waitOf } from '../auth';
import * as repo from './repository';
import { listDbConnections } from './list-db-connections';
import { type CrossDbDeps, unknownDatabase } from './cross-db-accounts';

/** Wrong passwords of other databases' accounts before the delays start (the user is signed in here). */
const LINK_FREE_FAILURES = 5;

const disabled = () => new AppError('UNPROCESSABLE', 'El operador tiene una sola base de datos.');

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
    return listDbConnections(deps, ctx);
  };
