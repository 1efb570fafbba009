import {
  awardRaffle,
  exportLotteryResults,
  OCCURRENCE_STATE_LABELS,
  listLotteryResults,
  saveResult,
  type LotteryResultsPage,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldUntilCaughtUp } from '../rollups';
import { animalitoPlay as play, resultsTestKit } from '../../../test/kits/results-test-kit';

/**
 * The results report's amounts (net sales and prizes per draw and currency, within the caller's
 * part of the network) and its totals, against the same figures read straight from the plays.
 */
const kit = resultsTestKit();

let awarded = 0;
let other = 0;
let date = '';

beforeAll(async () => {
  // A taquilla of the demo banca works in dollars: the banca's figures have two currencies.
  await kit.db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE2-T1'`);
  awarded = await kit.occurrence('Lotto Activo', '15:00');
  other = await kit.occurrence('Lotto Activo', '18:00');
  await kit.setClosed(awarded);
  await kit.ticket('ACE1-T1', [play(awarded, '7', '100'), play(awarded, '8', '200'), play(other, '3', '40')]);
  await kit.ticket('ACE2-T1', [play(awarded, '7', '300')]);
  await kit.ticket('AOR1-T1', [play(awarded, '7', '400'), play(other, '9', '50')]);
  await kit.ticket('APA1-T1', [play(awarded, '7', '500')]);
  const annulled = await kit.ticket('ACE1-T2', [play(awarded, '7', '600')]);
  await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${annulled.id}`);
  expect((await kit.as('admin', 'POST', saveResult.path, { occurrence_id: awarded, number: '7' })).statusCode).toBe(
    200,
  );
  expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: awarded })).statusCode).toBe(200);
  await foldUntilCaughtUp(kit.db);
  const [row] = await kit.rows<{ date: string }>(
    sql`SELECT draw_date::text AS date FROM draw_occurrences WHERE id = ${awarded}`,
  );
  date = row!.date;
});

type Amounts = { currency: string; sold: string; prizes: string };

/** Per occurrence (or for the whole day) and currency, straight from the plays of tickets not annulled. */
async function expected(partnerCode: string, occurrence?: number): Promise<Amounts[]> {
  return kit.rows<Amounts>(
    sql`SELECT t.currency, sum(tp.amount)::text AS sold, sum(tp.prize)::text AS prizes
          FROM ticket_plays tp JOIN tickets t ON t.id = tp.ticket_id
          JOIN draw_occurrences o ON o.id = tp.occurrence_id
         WHERE t.status <> 'ANULADO' AND o.draw_date = ${date}::date
           AND ${occurrence ? sql`o.id = ${occurrence}` : sql`true`}
           AND t.partner_path LIKE (SELECT path FROM partners WHERE code = ${partnerCode}) || '%'
         GROUP BY t.currency ORDER BY t.currency`,
  );
}

const results = async (who: string): Promise<LotteryResultsPage> => {
  const answer = await kit.as(who, 'GET', `${listLotteryResults.path}?date=${date}&per_page=500`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('results report amounts and totals', () => {
  it('gives each draw its net sales and prizes per currency, and totals over the day, as the plays say', async () => {
    const page = await results('admin');
    const row = (id: number) => page.data.find((candidate) => candidate.occurrence_id === id)!;
    expect(row(awarded).amounts).toEqual(await expected('BVE', awarded));
    expect(row(awarded).amounts).toEqual([
      { currency: 'BS', sold: '700', prizes: '15000' },
      { currency: 'USD', sold: '300', prizes: '9000' },
    ]);
    expect(row(other).amounts).toEqual([{ currency: 'BS', sold: '90', prizes: '0' }]);
    expect(page.totals).toEqual(await expected('BVE'));
    expect(page.data.filter((candidate) => ![awarded, other].includes(candidate.occurrence_id))).not.toContainEqual(
      expect.objectContaining({ amounts: [expect.anything()] }),
    );
  });

  it('counts for each level only its own part of the network', async () => {
    for (const [who, code] of [
      ['distribuidor', 'DCE'],
      ['distribuidor2', 'DOR'],
      ['agencia', 'ACE1'],
      ['admin.pa', 'BPA'],
    ] as const) {
      const page = await results(who);
      expect(page.totals, who).toEqual(await expected(code));
      const row = page.data.find((candidate) => candidate.occurrence_id === awarded)!;
      expect(row.amounts, who).toEqual(await expected(code, awarded));
    }
    expect((await results('distribuidor2')).totals).toEqual([{ currency: 'BS', sold: '450', prizes: '12000' }]);
  });

  it('exports one line per draw and currency, with totals per currency', async () => {
    const answer = await kit.as('admin', 'POST', exportLotteryResults.path, { format: 'xlsx', date });
    expect(answer.statusCode, answer.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const header = lines.find((line) => line[0] === 'Fecha') as string[];
    const at = (title: string) => header.indexOf(title);
    const totals = lines.filter((line) => String(line[0]).startsWith('Total'));
    expect(totals.map((line) => [line[0], line[at('Ventas netas')], line[at('Premios')]])).toEqual([
      ['Total BS', 7.9, 150],
      ['Total USD', 3, 90],
    ]);
    const usd = lines.filter((line) => line[at('Moneda')] === 'USD' && !String(line[0]).startsWith('Total'));
    expect(usd).toHaveLength(1);

    // The states are the screen's words, never the database's.
    const states = new Set(lines.slice(lines.indexOf(header) + 1).map((line) => line[at('Estado')]));
    states.delete(undefined);
    expect([...states].every((state) => Object.values(OCCURRENCE_STATE_LABELS).includes(String(state)))).toBe(true);
    expect(states.has(OCCURRENCE_STATE_LABELS.CLOSED) || states.has(OCCURRENCE_STATE_LABELS.AWARDED)).toBe(true);
  });
});
