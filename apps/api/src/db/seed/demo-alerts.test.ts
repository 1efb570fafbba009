import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { watchAnomalies } from '../../modules/alerts';
import { seedDemoAlerts } from './demo-alerts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
}, 60_000);
afterAll(() => t.close());

describe('the demo alerts', () => {
  it('are the two the anomaly watch would raise for the refused codes they write, and the watch agrees', async () => {
    const db = t.database.db;
    await db.execute(
      sql`INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, sold_at, business_date)
          SELECT '7777777701', 'ABCDEFGH', p.id, p.parent_id, split_part(p.path, '/', 2)::int, p.path,
                 string_to_array(trim(both '/' FROM p.path), '/')::int[], u.id, p.currency, 1000, 'WEB', now(), current_date
            FROM partners p JOIN users u ON u.username = 'taquilla' AND u.partner_id = p.id`,
    );
    expect(await seedDemoAlerts(db)).toBe(2);
    const alerts = await rowsOf<{ cause_key: string; evidence: { attempts: number }; tickets: number }>(
      db,
      sql`SELECT cause_key, evidence, cardinality(ticket_ids) AS tickets FROM alerts ORDER BY cause_key`,
    );
    expect(alerts.map((a) => [a.cause_key.split(':').slice(0, 2).join(':'), a.evidence.attempts, a.tickets])).toEqual([
      ['serial:7777777701', 5, 1],
      ['user:taquilla', 5, 1],
    ]);
    // The watch finds the same causes and raises nothing more for them.
    expect((await watchAnomalies(db, 'America/Caracas')).FAILED_PRIZE_CODES).toBeUndefined();
  });
});
