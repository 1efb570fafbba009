import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyIntegrity } from '../../../../../scripts/integrity/verify-integrity';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { sealIntegrity } from '../../modules/integrity';
import { foldUntilCaughtUp } from '../../modules/rollups';
import { seedDemoBusiness, seedDemoStaff } from './demo-business';
import { seedDemoHistory } from './demo-history';
import { sealDemoHistory } from './demo-seals';

/** A shorter demo than the real one, sealed as its start seals it. */
const DAYS = 12;
const TODAY = sql`(now() AT TIME ZONE 'America/Caracas')::date`;
/** The verifier reads through a connection of its own: PostgreSQL only. */
const onPostgres = Boolean(inject('pgTemplate'));

let t: TestApp;
const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(t.database.db, query))[0]!;

beforeAll(async () => {
  if (!onPostgres) return;
  // No job runs: the demo is loaded before the server starts its jobs.
  t = await build({ jobsPollMs: 0 });
  const db = t.database.db;
  await seedDemoStaff(db);
  await seedDemoHistory(db, { fromDaysAgo: DAYS, toDaysAgo: 0, ticketsPerDay: 4 });
  await foldUntilCaughtUp(db);
  await db.transaction((tx) => seedDemoBusiness(tx, { fromDaysAgo: DAYS }));
}, 600_000);
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('the demo history', () => {
  it('reads as kept on time: each draw sealed a minute after its close, each past day with its digest, and the verifier agrees', async () => {
    const zone = 'America/Caracas';
    const chainedDays = await sealDemoHistory(t.database.db, zone);
    expect(chainedDays).toBeGreaterThanOrEqual(DAYS);
    const seals = await one<{ closed: number; unsealed: number; off_time: number }>(
      sql`SELECT (SELECT count(*)::int FROM draw_occurrences WHERE close_at <= now()) AS closed,
                 (SELECT count(*)::int FROM draw_occurrences o WHERE o.close_at <= now()
                     AND NOT EXISTS (SELECT 1 FROM draw_seals s WHERE s.occurrence_id = o.id)) AS unsealed,
                 (SELECT count(*)::int FROM draw_seals s JOIN draw_occurrences o ON o.id = s.occurrence_id
                   WHERE s.sealed_at <> o.close_at + interval '1 minute') AS off_time`,
    );
    expect(seals.closed).toBeGreaterThan(DAYS);
    expect(seals).toMatchObject({ unsealed: 0, off_time: 0 });
    // The sealer's first run, as at the server's start: yesterday closes, today's records are chained.
    await sealIntegrity(t.database.db, zone, new Date());
    const digests = await one<{
      days: number;
      first: string;
      last: string;
      yesterday: string;
      seal_days: number;
      ledger_days: number;
    }>(
      sql`SELECT count(*)::int AS days, min(day)::text AS first, max(day)::text AS last,
                 (${TODAY} - 1)::text AS yesterday,
                 count(*) FILTER (WHERE (SELECT h->>'seq' FROM jsonb_array_elements(heads) h WHERE h->>'chain' = 'seals') <> '0')::int AS seal_days,
                 count(*) FILTER (WHERE (SELECT h->>'seq' FROM jsonb_array_elements(heads) h WHERE h->>'chain' = 'ledger') <> '0')::int AS ledger_days
            FROM integrity_day_digests`,
    );
    expect(digests.days).toBe(chainedDays);
    expect(digests.last).toBe(digests.yesterday);
    expect(digests.seal_days).toBeGreaterThanOrEqual(DAYS - 1);
    // The ledger settled each day just after it: every past day but the first holds entries.
    expect(digests.ledger_days).toBeGreaterThanOrEqual(DAYS - 1);
    const client = new pg.Client({ connectionString: t.databaseUrl! });
    await client.connect();
    try {
      const report = await verifyIntegrity(async (text, params) => (await client.query(text, params)).rows);
      expect(report).toMatchObject({ ok: true, problem: null, days: chainedDays });
      expect(report.seals).toBeGreaterThanOrEqual(seals.closed);
    } finally {
      await client.end();
    }
  }, 300_000);
});
