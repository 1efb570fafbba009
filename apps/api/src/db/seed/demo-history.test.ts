import type { BetTypeCode, SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { luhnValid, openOccurrence, sellRequest } from '../../../test/sales';
import { signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { prizeSql } from '../../modules/awarding';
import { playWins } from '../../modules/awarding';
import { foldUntilCaughtUp } from '../../modules/rollups';
import { rollupDifferences } from '../../../test/kits/rollups-test-kit';
import { seedDemoHistory, type DemoHistoryWritten } from './demo-history';

/** A lighter history than the demo's (same shape, fewer tickets a day): the checks do not depend on its size. */
const DAYS = 60;
const TICKETS_PER_DAY = 5;

let t: TestApp;
let written: DemoHistoryWritten;
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

beforeAll(async () => {
  t = await build();
  written = await seedDemoHistory(t.database.db, { fromDaysAgo: DAYS, toDaysAgo: 1, ticketsPerDay: TICKETS_PER_DAY });
  await foldUntilCaughtUp(t.database.db);
}, 180_000);
afterAll(() => t.close());

describe('the demo history', () => {
  it('gives every active taquilla of every banca tickets on each of the 60 days before today, and none later', async () => {
    const [counts] = await rows<{ tickets: number; plays: number }>(
      sql`SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM ticket_plays) AS plays`,
    );
    expect(counts).toEqual({ tickets: written.tickets, plays: written.plays });
    // Days by each lottery's today: the demo's lotteries share one zone, the banca's day follows its own.
    const missing = await rows<{ code: string; day: string }>(
      sql`SELECT p.code, day::date::text AS day
            FROM partners p
           CROSS JOIN generate_series((now() AT TIME ZONE 'America/Caracas')::date - ${DAYS}::int,
                                      (now() AT TIME ZONE 'America/Caracas')::date - 1, interval '1 day') day
           WHERE p.kind = 'TAQUILLA' AND p.status = 'ACTIVE'
             AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.taquilla_id = p.id AND t.business_date = day::date)`,
    );
    expect(missing).toEqual([]);
    const [bancas] = await rows<{ n: number }>(sql`SELECT count(DISTINCT banca_id)::int AS n FROM tickets`);
    expect(bancas!.n).toBe(3);
    const [late] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
            JOIN draw_occurrences o ON o.id = tp.occurrence_id
           WHERE t.sold_at >= o.close_at OR t.sold_at < o.open_at OR o.awarded_at IS NULL OR o.awarded_at > now()`,
    );
    expect(late!.n).toBe(0);
  });

  it('sells every draw of every product that has draws, with each of its bet types', async () => {
    const unsold = await rows<{ draw: string }>(
      sql`SELECT d.name AS draw FROM draws d JOIN products p ON p.id = d.product_id
           WHERE d.status = 'ACTIVE' AND p.status = 'ACTIVE'
             AND NOT EXISTS (SELECT 1 FROM ticket_plays tp JOIN draw_occurrences o ON o.id = tp.occurrence_id
                              WHERE o.draw_id = d.id)`,
    );
    expect(unsold).toEqual([]);
    const unusedBetTypes = await rows<{ product: string; code: string }>(
      sql`SELECT p.name AS product, bt.code FROM product_bet_types pbt
            JOIN products p ON p.id = pbt.product_id JOIN bet_types bt ON bt.id = pbt.bet_type_id
           WHERE NOT EXISTS (SELECT 1 FROM ticket_plays tp JOIN draw_occurrences o ON o.id = tp.occurrence_id
                              WHERE o.product_id = pbt.product_id AND tp.bet_type_id = pbt.bet_type_id)`,
    );
    expect(unusedBetTypes).toEqual([]);
    // A ticket never repeats a number of a bet type (the sale refuses it).
    const [repeated] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ticket_plays GROUP BY ticket_id, occurrence_id, bet_type_id, number_key
                                          HAVING count(*) > 1) x`,
    );
    expect(repeated!.n).toBe(0);
  });

  it('follows the week and the day: weekends busier than weekdays, evenings than mornings, a quiet night', async () => {
    const [pattern] = await rows<{ weekend: number; weekday: number; evening: number; morning: number; night: number }>(
      sql`WITH local AS (
            SELECT t.business_date, extract(hour FROM t.sold_at AT TIME ZONE 'America/Caracas') AS hour
              FROM tickets t WHERE t.banca_id = (SELECT id FROM partners WHERE code = 'BVE'))
          SELECT (count(*) FILTER (WHERE extract(isodow FROM business_date) >= 6)::float
                  / count(DISTINCT business_date) FILTER (WHERE extract(isodow FROM business_date) >= 6)) AS weekend,
                 (count(*) FILTER (WHERE extract(isodow FROM business_date) BETWEEN 1 AND 4)::float
                  / count(DISTINCT business_date) FILTER (WHERE extract(isodow FROM business_date) BETWEEN 1 AND 4)) AS weekday,
                 count(*) FILTER (WHERE hour BETWEEN 16 AND 18)::float AS evening,
                 count(*) FILTER (WHERE hour BETWEEN 8 AND 10)::float AS morning,
                 count(*) FILTER (WHERE hour BETWEEN 0 AND 4)::float AS night
            FROM local`,
    );
    expect(pattern!.weekend).toBeGreaterThan(pattern!.weekday * 1.2);
    expect(pattern!.evening).toBeGreaterThan(pattern!.morning * 1.5);
    expect(pattern!.night).toBeLessThan(pattern!.morning / 5);
  });

  it('has a few hot numbers: the most played animalitos are played far more than the typical one', async () => {
    const [spread] = await rows<{ top: number; median: number }>(
      sql`WITH per_number AS (
            SELECT tp.number, count(*) AS plays FROM ticket_plays tp
              JOIN draw_occurrences o ON o.id = tp.occurrence_id JOIN products p ON p.id = o.product_id
             WHERE p.name = 'Lotto Activo' GROUP BY tp.number)
          SELECT (SELECT min(plays) FROM (SELECT plays FROM per_number ORDER BY plays DESC LIMIT 4) x)::float AS top,
                 (percentile_cont(0.5) WITHIN GROUP (ORDER BY plays))::float AS median FROM per_number`,
    );
    expect(spread!.top).toBeGreaterThan(spread!.median * 2);
  });

  it('mixes the ticket states: losers, prizes paid, waiting and expired, and a few annulled minutes after the sale', async () => {
    const [states] = await rows<Record<string, number>>(
      sql`SELECT count(*) FILTER (WHERE status = 'PERDEDOR')::int AS perdedor,
                 count(*) FILTER (WHERE status = 'PAGADO')::int AS pagado,
                 count(*) FILTER (WHERE status = 'PREMIADO' AND prize_expires_at > now())::int AS por_pagar,
                 count(*) FILTER (WHERE status = 'PREMIADO' AND prize_expires_at <= now())::int AS vencido,
                 count(*) FILTER (WHERE status = 'ANULADO')::int AS anulado,
                 count(*) FILTER (WHERE status = 'ACTIVO')::int AS activo,
                 count(*) FILTER (WHERE channel = 'TERMINAL')::int AS terminal,
                 count(*) FILTER (WHERE channel = 'WEB')::int AS web
            FROM tickets`,
    );
    expect(states).toMatchObject({ activo: 0 });
    for (const state of ['perdedor', 'pagado', 'por_pagar', 'vencido', 'anulado', 'terminal', 'web']) {
      expect(states![state] ?? 0, state).toBeGreaterThan(0);
    }
    expect(states!.pagado).toBeGreaterThan(states!.vencido ?? 0);

    const [wrong] = await rows<Record<string, number>>(
      sql`SELECT count(*) FILTER (WHERE t.status = 'ANULADO' AND (t.annulled_at IS NULL OR t.annulled_at <= t.sold_at
                                   OR t.annulled_at >= (SELECT min(o.close_at) FROM ticket_plays tp
                                                          JOIN draw_occurrences o ON o.id = tp.occurrence_id
                                                         WHERE tp.ticket_id = t.id)
                                   OR t.prize_total <> 0 OR t.annulled_by IS NULL))::int AS annulled,
                 count(*) FILTER (WHERE t.status <> 'ANULADO' AND t.annulled_at IS NOT NULL)::int AS not_annulled,
                 count(*) FILTER (WHERE (t.status IN ('PREMIADO', 'PAGADO')) <> (t.prize_total > 0)
                                     OR (t.status IN ('PREMIADO', 'PAGADO')) <> (t.prize_expires_at IS NOT NULL))::int AS settled,
                 count(*) FILTER (WHERE t.total <> (SELECT sum(amount) FROM ticket_plays WHERE ticket_id = t.id)
                                     OR t.prize_total <> (SELECT sum(prize) FROM ticket_plays WHERE ticket_id = t.id))::int
                   AS totals,
                 count(*) FILTER (WHERE (t.status = 'PAGADO') <> EXISTS (SELECT 1 FROM prize_payments pp WHERE pp.ticket_id = t.id))::int
                   AS payments
            FROM tickets t`,
    );
    expect(wrong).toEqual({ annulled: 0, not_annulled: 0, settled: 0, totals: 0, payments: 0 });

    const [payments] = await rows<{ wrong: number; elsewhere: number }>(
      sql`SELECT count(*) FILTER (WHERE pp.amount <> t.prize_total OR pp.currency <> t.currency
                                     OR pp.paid_at >= t.prize_expires_at OR pp.paid_at > now()
                                     OR pp.paid_at <= (SELECT max(o.awarded_at) FROM ticket_plays tp
                                                         JOIN draw_occurrences o ON o.id = tp.occurrence_id
                                                        WHERE tp.ticket_id = t.id)
                                     OR q.parent_id <> t.agency_id)::int AS wrong,
                 count(*) FILTER (WHERE pp.taquilla_id <> t.taquilla_id)::int AS elsewhere
            FROM prize_payments pp JOIN tickets t ON t.id = pp.ticket_id JOIN partners q ON q.id = pp.taquilla_id`,
    );
    expect(payments!.wrong).toBe(0);
    expect(payments!.elsewhere).toBeGreaterThan(0);
  });

  it('pays every prize by the winning rule: all plays by the rule in SQL, a sample by the rule in TypeScript', async () => {
    const [sqlRule] = await rows<{ wrong: number; winners: number }>(
      sql`SELECT count(*) FILTER (WHERE tp.prize <> CASE WHEN t.status = 'ANULADO' THEN 0 ELSE ${prizeSql} END)::int AS wrong,
                 count(*) FILTER (WHERE tp.prize > 0)::int AS winners
            FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id
            JOIN bet_types bt ON bt.id = tp.bet_type_id JOIN draw_occurrences o ON o.id = tp.occurrence_id`,
    );
    expect(sqlRule!.wrong).toBe(0);
    expect(sqlRule!.winners).toBeGreaterThan(0);

    // Every winning play and as many others, judged again in TypeScript, the prize in exact integers.
    const sample = await rows<{
      code: BetTypeCode;
      number: string;
      sign: number | null;
      result_number: string;
      result_sign: number | null;
      amount: string;
      multiplier: string;
      prize: string;
    }>(
      sql`(SELECT bt.code, tp.number, tp.sign, o.result_number, o.result_sign, tp.amount::text, tp.multiplier::text,
                  tp.prize::text
             FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id JOIN bet_types bt ON bt.id = tp.bet_type_id
             JOIN draw_occurrences o ON o.id = tp.occurrence_id
            WHERE t.status <> 'ANULADO' AND tp.prize > 0)
          UNION ALL
          (SELECT bt.code, tp.number, tp.sign, o.result_number, o.result_sign, tp.amount::text, tp.multiplier::text,
                  tp.prize::text
             FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id JOIN bet_types bt ON bt.id = tp.bet_type_id
             JOIN draw_occurrences o ON o.id = tp.occurrence_id
            WHERE t.status <> 'ANULADO' AND tp.prize = 0 AND tp.id % 97 = 0 LIMIT 2000)`,
    );
    expect(sample.length).toBeGreaterThan(sqlRule!.winners);
    const codes = new Set<string>();
    for (const play of sample) {
      const wins = playWins(
        { betType: play.code, number: play.number, sign: play.sign },
        { number: play.result_number, sign: play.result_sign },
      );
      // multiplier has at most 2 decimals: amount × multiplier × 100 is exact, then rounded half up.
      const [whole, cents = ''] = play.multiplier.split('.');
      const hundredths = BigInt(play.amount) * BigInt(whole! + cents.padEnd(2, '0'));
      const expected = wins ? (hundredths + 50n) / 100n : 0n;
      expect(
        BigInt(play.prize),
        `${play.code} ${play.number}/${play.sign} vs ${play.result_number}/${play.result_sign}`,
      ).toBe(expected);
      if (wins) codes.add(play.code);
    }
    expect(codes.has('ANIMALITO')).toBe(true);
    expect(codes.has('TERMINAL')).toBe(true);
  });

  it('is folded into rollups equal to the figures computed from the tickets and plays', async () => {
    expect(await rollupDifferences(t.database.db)).toEqual([]);
    const byCurrency = await rows<{ currency: string; plays: string; rollups: string }>(
      sql`SELECT t.currency, sum(tp.amount)::text AS plays,
                 (SELECT sum(r.sold_amount) FROM sales_rollups r WHERE r.currency = t.currency)::text AS rollups
            FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id GROUP BY t.currency ORDER BY t.currency`,
    );
    expect(byCurrency.map((row) => row.currency)).toEqual(['BS', 'COP', 'USD']);
    for (const row of byCurrency) expect(row.rollups, row.currency).toBe(row.plays);
  });

  it('numbers its serials from the sale sequence with their check digit, so a sale after it takes the next one', async () => {
    const [serials] = await rows<{ n: number; distinct_n: number; max: string; ordered: boolean }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT serial)::int AS distinct_n, max(serial) AS max,
                 bool_and(serial > prev_serial AND sold_at >= prev_sold) AS ordered
            FROM (SELECT serial, sold_at, lag(serial, 1, '') OVER (ORDER BY id) AS prev_serial,
                         lag(sold_at, 1, '-infinity') OVER (ORDER BY id) AS prev_sold FROM tickets) x`,
    );
    expect(serials!.distinct_n).toBe(serials!.n);
    expect(serials!.ordered).toBe(true);
    const sampled = await rows<{ serial: string }>(sql`SELECT serial FROM tickets WHERE id % 50 = 0`);
    for (const { serial } of sampled) expect(luhnValid(serial), serial).toBe(true);

    const { occurrenceId } = await openOccurrence(t.database.db, 'Lotto Activo');
    const token = (await signInAs(t.app, 'taquilla')).access_token;
    const answer = await sellRequest(t.app, token, {
      plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number: '7', amount: '1000' }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sale = answer.json<SaleResponse>();
    expect(sale.ticket.serial > serials!.max).toBe(true);
    const [after] = await rows<{ max_id: number }>(sql`SELECT max(id)::int AS max_id FROM tickets`);
    expect(sale.ticket.id).toBe(after!.max_id);
  });
});
