import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDay, ZONE, type GeneratedDay } from '../../../test/anomaly-day';
import { plantAnomalies, plantedIds } from '../../../test/anomaly-plants';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { watchAnomalies } from './anomaly-watch';
import { repeatedPayerCauses } from './rules/prize-payment-repository';

/**
 * The anomaly rules on generated months (ADR 061): a normal month (see `generateDay` for what
 * normal means) raises no alert; one planted anomaly of each kind raises exactly its alert, with
 * its figures and tickets, once — a second pass raises nothing. Two months, two random seeds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build();
}, 60_000);
afterAll(() => t.close());

interface AlertRow {
  kind: string;
  cause_key: string;
  partner: string;
  evidence: Record<string, unknown>;
  ticket_ids: string[];
  title: string;
  detail: string;
}

const alertsAfter = (id: number) =>
  rowsOf<AlertRow>(
    t.database.db,
    sql`SELECT a.kind, a.cause_key, p.code AS partner, a.evidence, a.ticket_ids::text[] AS ticket_ids, a.title, a.detail
          FROM alerts a JOIN partners p ON p.id = a.partner_id WHERE a.id > ${id} ORDER BY a.kind, a.cause_key`,
  );
const lastAlertId = async () =>
  Number((await rowsOf<{ n: string }>(t.database.db, sql`SELECT coalesce(max(id), 0)::text AS n FROM alerts`))[0]!.n);

describe.each([
  { prefix: 'GA', seed: 0.17, at: new Date('2031-03-12T18:00:00Z') },
  { prefix: 'GB', seed: -0.42, at: new Date('2031-07-20T18:00:00Z') },
])('un mes generado ($prefix)', ({ prefix, seed, at }) => {
  let day: GeneratedDay;
  let before: number;
  beforeAll(async () => {
    day = await generateDay(t.database.db, at, seed, prefix);
    before = await lastAlertId();
  }, 120_000);

  it('un mes normal no levanta ninguna alerta', async () => {
    const [volume] = await rowsOf<{
      tickets: number;
      winners: number;
      paid: number;
      annulled: number;
      last_minutes: number;
    }>(
      t.database.db,
      sql`SELECT count(*)::int AS tickets, count(*) FILTER (WHERE prize_total > 0)::int AS winners,
                 count(*) FILTER (WHERE status = 'PAGADO')::int AS paid,
                 count(*) FILTER (WHERE annulled_at IS NOT NULL)::int AS annulled,
                 count(*) FILTER (WHERE sold_at > ${at.toISOString()}::timestamptz - interval '12 minutes')::int AS last_minutes
            FROM tickets WHERE serial LIKE ${`${prefix}-%`}`,
    );
    // The month is a real one: thousands of tickets, hundreds of winners paid, annulments, sales up to the close.
    expect(volume!.tickets).toBeGreaterThan(8_000);
    expect(volume!.winners).toBeGreaterThan(300);
    expect(volume!.paid).toBeGreaterThan(250);
    expect(volume!.annulled).toBeGreaterThan(20);
    expect(volume!.last_minutes).toBeGreaterThan(0);
    expect(await watchAnomalies(t.database.db, ZONE, at)).toEqual({ raised: 0 });
    expect(await alertsAfter(before)).toEqual([]);
  });

  it('cada anomalía sembrada levanta su alerta, con sus cifras y sus tickets, una sola vez', async () => {
    await plantAnomalies(t.database.db, day);
    const pass = await watchAnomalies(t.database.db, ZONE, at);
    expect(pass).toEqual({
      raised: 9,
      SELLER_RATE: 1,
      SAME_NUMBER_BEFORE_CLOSE: 1,
      ANNULMENTS_BEFORE_CLOSE: 1,
      WINNER_SHARE: 1,
      LATE_PRIZE_PAYMENT: 1,
      REPEATED_PAYER: 1,
      OFF_HOURS_SALES: 1,
      FAILED_PRIZE_CODES: 2,
    });
    const raised = await alertsAfter(before);
    const ids = await plantedIds(t.database.db, prefix);
    const byKind = (kind: string) => raised.filter((a) => a.kind === kind);

    const [rate] = byKind('SELLER_RATE');
    expect(rate!.partner).toBe('ACE1-T1');
    expect(rate!.evidence).toMatchObject({
      seller: 'taquilla',
      hour: '13:00',
      tickets_in_hour: 25,
      usual_per_hour: '2.0',
      factor: 4,
    });
    expect(rate!.ticket_ids).toHaveLength(25);
    expect(rate!.detail).toContain('vendió 25 tickets entre las 13:00 y las 14:00');

    const [same] = byKind('SAME_NUMBER_BEFORE_CLOSE');
    expect(same!.partner).toBe('DCE');
    expect(same!.evidence).toMatchObject({ number: '77', taquillas: 5, tickets: 5, minutes: 10 });
    expect(same!.cause_key).toBe(`occ:${day.closing}:${day.betTypeId}:77`);

    const [annul] = byKind('ANNULMENTS_BEFORE_CLOSE');
    expect(annul!.partner).toBe('ACA1-T1');
    expect(annul!.evidence).toMatchObject({ annulments: 3, minutes: 15 });
    expect(annul!.ticket_ids).toHaveLength(3);

    const [share] = byKind('WINNER_SHARE');
    expect(share!.partner).toBe('ACA2-T1');
    expect(share!.evidence).toMatchObject({ sales: '10000', prizes: '600000', factor: 3 });
    expect(share!.ticket_ids.sort()).toEqual(
      ['1', '2', '3'].map((n) => ids.get(`${prefix}P-${28 + 25 + 5 + 3 + Number(n)}`)).sort(),
    );

    const [late] = byKind('LATE_PRIZE_PAYMENT');
    expect(late!.partner).toBe('AVA1-T1');
    expect(late!.evidence).toMatchObject({ amount: '50000', days_after: '3.0', days: 2, paid_by: 'ava1-t1' });

    const [payer] = byKind('REPEATED_PAYER');
    expect(payer!.partner).toBe('ACE3-T3');
    expect(payer!.evidence).toMatchObject({ user: 'ace3-t3', prizes: 10 });
    expect(payer!.ticket_ids).toHaveLength(10);

    const [off] = byKind('OFF_HOURS_SALES');
    expect(off!.partner).toBe('AOR3-T1');
    expect(off!.evidence).toMatchObject({ hour: '13:00', tickets: 3, history_in_hour: 0, share: '0.0', percent: 2 });
    expect(Number(off!.evidence.history_tickets)).toBeGreaterThan(200);

    expect(
      byKind('FAILED_PRIZE_CODES').map((a) => [a.cause_key.split(':')[0], a.partner, a.evidence.attempts]),
    ).toEqual([
      ['serial', 'ACA1-T3', 5],
      ['user', 'ACA1-T3', 5],
    ]);

    // Once per cause: the same instant again, and a minute later, raise nothing new.
    expect(await watchAnomalies(t.database.db, ZONE, at)).toEqual({ raised: 0 });
    expect(await watchAnomalies(t.database.db, ZONE, new Date(at.getTime() + 60_000))).toEqual({ raised: 0 });
    expect(await alertsAfter(before)).toHaveLength(9);

    // The payer's day is judged again while it is yesterday, and no longer the day after.
    const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);
    expect((await repeatedPayerCauses(t.database.db, hours(24))).map((cause) => cause.causeKey)).toEqual([
      payer!.cause_key,
    ]);
    expect(await repeatedPayerCauses(t.database.db, hours(48))).toEqual([]);
  });
});
