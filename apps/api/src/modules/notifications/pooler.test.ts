import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInOn, startApiProcess } from '../../../test/api-process';
import { withPooler } from '../../../test/pgbouncer';
import { openBell } from '../../../test/kits/bell-stream-test-kit';
import { rowsOf } from '../../lib/raw-query';
import { createNotifications } from './create-notifications';
import { LISTENER_NAME } from './notification-listener';

/**
 * The bell behind PgBouncer in transaction mode (docs/DEPLOY.md §4): two processes whose queries
 * go through the pooler and whose LISTEN goes straight to PostgreSQL (LISTEN_DATABASE_URL) both
 * push a new notification, which the pooler delivered to PostgreSQL inside its transaction.
 */

const { app, needsPooler, processes } = withPooler();

describe('the bell behind PgBouncer in transaction mode', () => {
  it('moves on two processes that listen on LISTEN_DATABASE_URL', async (context) => {
    const through = needsPooler(context);
    const secret = randomBytes(32).toString('hex');
    const port = randomInt(20_000, 40_000);
    const env = { LISTEN_DATABASE_URL: app().databaseUrl! };
    processes.push(
      ...(await Promise.all(
        [0, 1].map((i) => startApiProcess(through.through(app().databaseUrl!), secret, port + i, env)),
      )),
    );
    const sessions = await Promise.all(processes.map((on) => signInOn(on, 'agencia', '10.41.0.1')));
    const bells = await Promise.all(processes.map((on, i) => openBell(on.url, sessions[i]!.access_token)));
    try {
      // Each process listens on a connection of its own to PostgreSQL, none through the pooler.
      expect(await through.clientNames()).not.toContain(LISTENER_NAME);
      const listening = await rowsOf<{ n: number }>(
        app().database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
      );
      expect(listening[0]!.n).toBe(2);
      const start = await bells[0]!.nextCount();
      expect(await bells[1]!.nextCount()).toBe(start);
      await app().database.db.transaction((tx) =>
        createNotifications(
          { db: tx as never },
          {
            recipients: [sessions[0]!.user.id],
            kind: 'RESULT_SAVED',
            title: 'Resultado guardado',
            body: 'Lotto Activo 10:00: 17.',
          },
        ),
      );
      expect(await bells[0]!.nextCount(2_000)).toBe(start + 1);
      expect(await bells[1]!.nextCount(2_000)).toBe(start + 1);
    } finally {
      bells.forEach((bell) => bell.close());
    }
  }, 120_000);
});
