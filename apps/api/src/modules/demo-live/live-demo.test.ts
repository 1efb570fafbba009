import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, setCloseIn } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';
import { randomSellers } from './live-demo-repository';
import { loadConfig } from '../../config';

let t: TestApp;
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.database.db, query))[0]!.n;

beforeAll(async () => {
  t = await build({ demoLive: { intervalMs: 300 } });
}, 60_000);
afterAll(() => t.close());

describe('the living demo', () => {
  it('is on by default only for the embedded database, and never with DATABASE_URL or when told so', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/banca-live-demo-config' }).demoLive).toEqual({ intervalMs: 20_000 });
    expect(loadConfig({ DATA_DIR: '/tmp/banca-live-demo-config', DEMO_LIVE: 'false' }).demoLive).toBeNull();
    expect(loadConfig({ DATA_DIR: '/tmp/banca-live-demo-config', SEED_DEMO: 'never' }).demoLive).toBeNull();
    const pg = { DATABASE_URL: 'postgres://x@localhost/y', JWT_SECRET: 'x'.repeat(40), TWO_FACTOR_KEY: 'a'.repeat(64) };
    expect(loadConfig(pg).demoLive).toBeNull();
    expect(loadConfig({ ...pg, DEMO_LIVE: 'true', DEMO_LIVE_INTERVAL_MS: '5000' }).demoLive).toEqual({
      intervalMs: 5_000,
    });
  });

  it('sells tickets from a demo taquilla, results and awards the draws due on its own, and stops with the app', async () => {
    const db = t.database.db;
    await openOccurrence(db, 'Lotto Activo', 90);
    const { occurrenceId: due } = await openOccurrence(db, 'La Granjita', 60);
    const soldBefore = await count(sql`SELECT count(*)::int AS n FROM tickets`);
    // The draw's time has come: closed ten minutes ago, drawn a few seconds ago.
    await setCloseIn(db, due, -605);

    const deadline = Date.now() + 60_000;
    let sold = 0;
    let awarded = false;
    while (Date.now() < deadline && !(sold > 0 && awarded)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sold = (await count(sql`SELECT count(*)::int AS n FROM tickets`)) - soldBefore;
      awarded =
        (await count(
          sql`SELECT count(*)::int AS n FROM draw_occurrences WHERE id = ${due} AND awarded_at IS NOT NULL`,
        )) === 1;
    }
    expect(sold).toBeGreaterThan(0);
    expect(awarded).toBe(true);
    const [occurrence] = await rowsOf<{ result_number: string | null; result_source: string | null }>(
      db,
      sql`SELECT result_number, result_source FROM draw_occurrences WHERE id = ${due}`,
    );
    expect(occurrence).toMatchObject({ result_source: 'PROVEEDOR' });
    expect(occurrence!.result_number).not.toBeNull();
    // Sold through the sale itself, by the demo's seller, and audited like any award.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM tickets t JOIN users u ON u.id = t.seller_id
                             WHERE u.username = 'taquilla'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'AWARD' AND entity_id = ${String(due)}`),
    ).toBe(1);

    // Played by the one job runner, which kept its rounds in the history.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM scheduled_job_runs WHERE job_name = 'demo-live' AND outcome = 'ok'`,
      ),
    ).toBeGreaterThan(0);

    await t.app.close();
    const afterClose = await count(sql`SELECT count(*)::int AS n FROM tickets`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await count(sql`SELECT count(*)::int AS n FROM tickets`)).toBe(afterClose);
  }, 90_000);

  it('sells only from taquillas that sell at this hour, or have no history yet', async () => {
    const db = t.database.db;
    const sellersNow = async () => (await randomSellers(db)).map((seller) => seller.username);
    const [taquilla] = await rowsOf<{ id: number; hour: number }>(
      db,
      sql`SELECT p.id, banca_sale_hour(now(), split_part(trim(both '/' FROM p.path), '/', 1)::int)::int AS hour
            FROM partners p JOIN users u ON u.partner_id = p.id WHERE u.username = 'taquilla'`,
    );
    // Every taquilla sold yesterday, all at another hour of the day than this one.
    await db.execute(sql`DELETE FROM ticket_rollups`);
    await db.execute(sql`
      INSERT INTO ticket_rollups (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel, status,
                                  tickets, total_amount, prize_amount)
      SELECT current_date - 1, p.id, p.parent_id, split_part(trim(both '/' FROM p.path), '/', 1)::int, p.currency,
             (${taquilla!.hour} + 12) % 24, 'WEB', 'ACTIVO', 40, 40000, 0
        FROM partners p WHERE p.kind = 'TAQUILLA'`);
    expect(await sellersNow()).toEqual([]);
    // The demo seller's taquilla sells a quarter of its tickets at this hour: it sells now.
    await db.execute(sql`
      INSERT INTO ticket_rollups (business_date, taquilla_id, agency_id, banca_id, currency, sale_hour, channel, status,
                                  tickets, total_amount, prize_amount)
      SELECT current_date - 1, p.id, p.parent_id, split_part(trim(both '/' FROM p.path), '/', 1)::int, p.currency,
             ${taquilla!.hour}, 'WEB', 'ACTIVO', 10, 10000, 0
        FROM partners p WHERE p.id = ${taquilla!.id}`);
    expect(await sellersNow()).toEqual(['taquilla']);
  });
});
