import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createSale } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInOn, startApiProcess, type ApiProcess } from '../../test/api-process';
import { withPooler } from '../../test/pgbouncer';
import { adminQuery, databaseUrl } from '../../test/postgres';
import { openOccurrence, setLimits, soldOn } from '../../test/sales';
import { rowsOf } from '../lib/raw-query';
import { openDatabase, type Database } from './client';

/**
 * PgBouncer in transaction mode in front of PostgreSQL (docs/DEPLOY.md §4), started by the test:
 * processes migrate through it at once, and two API processes behind it keep a cupo exact. The
 * bell behind it: modules/notifications/pooler.test.ts.
 */

const { app, needsPooler, processes } = withPooler();

const post = (on: ApiProcess, path: string, body: unknown, token?: string) =>
  fetch(`${on.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.40.0.1',
      'idempotency-key': randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const migrationsOf = async (database: Database) =>
  (await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n;

describe('PgBouncer in transaction mode', () => {
  it('lets two processes migrate a new database at once', async (context) => {
    const through = needsPooler(context);
    const name = `banca_pooler_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    try {
      const [one, two] = await Promise.all(
        [1, 2].map(() => openDatabase({ url: through.through(databaseUrl(name)), poolMax: 3 })),
      );
      try {
        await Promise.all([one!.migrate(), two!.migrate()]);
        const [applied, again] = await Promise.all([one!, two!].map(migrationsOf));
        expect(applied).toBeGreaterThan(0);
        expect(again).toBe(applied);
      } finally {
        await Promise.all([one!.close(), two!.close()]);
      }
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 120_000);

  it('serves two API processes whose sales keep a cupo exact', async (context) => {
    const through = needsPooler(context);
    const secret = randomBytes(32).toString('hex');
    const port = randomInt(20_000, 40_000);
    processes.push(
      ...(await Promise.all([0, 1].map((i) => startApiProcess(through.through(app().databaseUrl!), secret, port + i)))),
    );
    const [a, b] = processes as [ApiProcess, ApiProcess];

    // Forty sales of 10,00 on one number with a cupo of 200,00, spread over both processes.
    const { occurrenceId, productId } = await openOccurrence(app().database.db, 'Lotto Activo');
    await setLimits(app().database.db, productId, { cupo: 20_000n });
    const sellers = await Promise.all(
      [a, b].map(async (on) => (await signInOn(on, 'taquilla', '10.40.0.1')).access_token),
    );
    const play = { occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number: '7', amount: '1000' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i % 2 ? b : a, createSale.path, { plays: [play] }, sellers[i % 2])),
    );
    // The twentieth fills the cupo; the other twenty find the number agotado (409).
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(20).fill(409)]);
    expect(await soldOn(app().database.db, occurrenceId, '7')).toBe(20_000n);
  }, 120_000);
});
