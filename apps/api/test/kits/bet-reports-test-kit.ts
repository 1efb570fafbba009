import { awardRaffle, saveResult, type EndpointContract } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect } from 'vitest';
import { bearer, signInAs } from '../session';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/lib/raw-query';
import { foldUntilCaughtUp } from '../../src/modules/rollups';
import { animalitoPlay, resultsTestKit, writeTestTicket, type TestPlay } from './results-test-kit';

/**
 * What the bet report tests share: tickets sold on a chosen business date (so a day holds only
 * the test's sales, whatever else the database has), and the figures of the reports computed
 * straight from the tickets and plays, never from the rollups.
 */

/** Days no other test or seed sells on: each holds only the sales written here. */
export const D1 = '2031-03-14';
export const D2 = '2031-03-15';

/**
 * The results kit with the bet reports' sales of D1 and D2 over the whole demo network (three
 * bancas, a USD taquilla inside the BS banca), one of them annulled and 7 awarded at Lotto Activo
 * 10:00 after the sales were folded; `get` and `page` call the reports as a demo user.
 */
export function betReportsKit() {
  const kit = resultsTestKit();
  const tokens = new Map<string, string>();
  const occurrences = { lotto10: 0, lotto11: 0, triple: 0 };

  beforeAll(async () => {
    const db = kit.db;
    const lotto10 = (occurrences.lotto10 = await kit.occurrence('Lotto Activo', '10:00'));
    const lotto11 = (occurrences.lotto11 = await kit.occurrence('Lotto Activo', '11:00'));
    const triple = (occurrences.triple = await kit.occurrence('Triple Caracas', '16:30'));
    // A taquilla selling in dollars inside the bolívar banca: its figures stay apart.
    await db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE1-T3'`);
    // The play's multiplier was 28 when sold; the product's is 30 now: the payout reads the product's.
    await sellOn(db, D1, 'ACE1-T1', [
      animalitoPlay(lotto10, '7', '1000', '28'),
      animalitoPlay(lotto10, '12', '500'),
      animalitoPlay(lotto11, '7', '300'),
    ]);
    await sellOn(db, D1, 'ACE2-T1', [animalitoPlay(lotto10, '7', '2000')]);
    await sellOn(db, D1, 'AOR1-T1', [animalitoPlay(lotto10, '7', '700')]);
    const annulled = await sellOn(db, D1, 'ACE1-T1', [animalitoPlay(lotto10, '7', '400')]);
    await sellOn(db, D1, 'ACE1-T3', [animalitoPlay(lotto10, '7', '600')]);
    await sellOn(db, D1, 'APA1-T1', [animalitoPlay(lotto10, '7', '900'), animalitoPlay(lotto11, '0', '250')]);
    await sellOn(db, D1, 'APA1-T2', [animalitoPlay(lotto10, '7', '100')]);
    await sellOn(db, D1, 'ABO1-T1', [animalitoPlay(lotto10, '7', '1100')]);
    await sellOn(db, D1, 'ACE1-T2', [
      { occurrence: triple, betType: 'TRIPLE', number: '123', amount: '1000', multiplier: '600' },
      { occurrence: triple, betType: 'TRIPLE_SIGNO', number: '123', sign: 4, amount: '500', multiplier: '6000' },
      { occurrence: triple, betType: 'TERMINAL', number: '23', amount: '200', multiplier: '60' },
    ]);
    await sellOn(db, D2, 'ACE1-T1', [animalitoPlay(lotto10, '7', '800')]);
    await sellOn(db, D2, 'APA1-T1', [animalitoPlay(lotto10, '7', '350')]);
    await foldUntilCaughtUp(db);

    // Late events, after the sales were folded: one annulment, then 7 comes out at 10:00 and is awarded.
    await annul(db, annulled);
    await kit.setClosed(lotto10);
    const result = await kit.as('admin', 'POST', saveResult.path, { occurrence_id: lotto10, number: '7' });
    expect(result.statusCode, result.body).toBe(200);
    const award = await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: lotto10 });
    expect(award.statusCode, award.body).toBe(200);
    await foldUntilCaughtUp(db);
  });

  async function get(
    who: string,
    contract: EndpointContract,
    query: Record<string, string | number> = {},
    zone?: string,
  ) {
    if (!tokens.has(who)) tokens.set(who, (await signInAs(kit.app, who)).access_token);
    return kit.app.inject({
      method: 'GET',
      url: contract.path,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: { ...bearer(tokens.get(who)!), ...(zone ? { 'x-timezone': zone } : {}) },
    });
  }

  /** A report's whole answer (up to 500 rows), which must be a 200. */
  async function page<T>(who: string, contract: EndpointContract, query: Record<string, string | number> = {}) {
    const answer = await get(who, contract, { per_page: 500, ...query });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  }

  return { kit, occurrences, get, page };
}

/**
 * Writes a sold ticket of a taquilla (by code) on a business date, ticket and plays in one
 * statement as a sale writes them (the rollups' fold relies on it). Answers its id.
 */
export async function sellOn(db: Db, businessDate: string, taquillaCode: string, plays: TestPlay[]): Promise<number> {
  return (await writeTestTicket(db, taquillaCode, plays, { channel: 'TERMINAL', businessDate })).id;
}

export async function annul(db: Db, ticketId: number): Promise<void> {
  await db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${ticketId}`);
}

/** The LIKE pattern of a partner's subtree, by code. */
export async function subtreeOf(db: Db, code: string): Promise<string> {
  const [row] = await rowsOf<{ path: string }>(db, sql`SELECT path FROM partners WHERE code = ${code}`);
  return `${row!.path}%`;
}

/** A partner's id by code. */
export async function partnerIdOf(db: Db, code: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM partners WHERE code = ${code}`);
  return row!.id;
}

/** Figures of the plays of tickets not annulled, grouped by `keys` (SQL over t, tp, bt). */
export interface Figures {
  amount: string;
  plays: number;
  prize: string;
  prize_plays: number;
}

/**
 * Straight from tickets and plays: per group of `keys` (alias → expression over t, tp, bt, o),
 * the amount, plays, prizes and winning plays of the tickets not annulled that `where` keeps.
 */
export function directFigures<K extends Record<string, unknown>>(
  db: Db,
  keys: Record<keyof K & string, SQL>,
  where: SQL,
) {
  const expressions = Object.values<SQL>(keys);
  const selected = Object.entries<SQL>(keys).map(
    ([alias, expression]) => sql`${expression} AS ${sql.identifier(alias)}`,
  );
  return rowsOf<K & Figures>(
    db,
    sql`SELECT ${sql.join(selected, sql`, `)}, sum(tp.amount)::text AS amount, count(*)::int AS plays,
               sum(tp.prize)::text AS prize, (count(*) FILTER (WHERE tp.prize > 0))::int AS prize_plays
          FROM tickets t
          JOIN ticket_plays tp ON tp.ticket_id = t.id
          JOIN bet_types bt ON bt.id = tp.bet_type_id
          JOIN draw_occurrences o ON o.id = tp.occurrence_id
         WHERE t.status <> 'ANULADO' AND ${where}
         GROUP BY ${sql.join(expressions, sql`, `)}`,
  );
}

/** A row's key: the given fields joined, to compare rows as sorted lists. */
export const keyOf = (row: Record<string, unknown>, fields: readonly string[]) =>
  fields.map((field) => String(row[field])).join('|');

/** Rows reduced to their key and figures, sorted by key: what two sources must agree on. */
export function comparable(rows: readonly object[], fields: readonly string[]) {
  return (rows as readonly Record<string, unknown>[])
    .map((row) => ({
      key: keyOf(row, fields),
      amount: String(row.amount),
      plays: Number(row.plays),
      prize: String(row.prize),
      prize_plays: Number(row.prize_plays),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The figures summed per currency, as the reports' totals carry them. */
export function totalsOf(rows: readonly (Figures & { currency: string })[]) {
  const byCurrency = new Map<string, { amount: bigint; plays: number; prize: bigint; prize_plays: number }>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? { amount: 0n, plays: 0, prize: 0n, prize_plays: 0 };
    sum.amount += BigInt(row.amount);
    sum.plays += row.plays;
    sum.prize += BigInt(row.prize);
    sum.prize_plays += row.prize_plays;
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      amount: sum.amount.toString(),
      plays: sum.plays,
      prize: sum.prize.toString(),
      prize_plays: sum.prize_plays,
    }));
}

/**
 * The data rows of an exported workbook as texts: from the row after the one whose first cell is
 * `firstTitle` up to the first totals row. Money cells come back in minor units (× 100).
 */
export async function xlsxRows(body: Buffer, firstTitle: string, moneyColumns: readonly number[]): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  let inData = false;
  sheet.eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1);
    const first = String(cells[0] ?? '');
    if (!inData) {
      inData = first === firstTitle;
      return;
    }
    if (/^Total( [A-Z]+)?$/.test(first)) {
      inData = false;
      return;
    }
    rows.push(
      cells.map((value, i) => {
        if (value === null || value === undefined) return '';
        if (moneyColumns.includes(i)) return String(Math.round(Number(value) * 100));
        if (value instanceof Date) return value.toISOString().slice(0, 10);
        return String(value);
      }),
    );
  });
  return rows;
}
