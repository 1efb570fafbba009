import {
  exportBetNumber,
  exportDailyBets,
  exportDailyTerminalPaBets,
  FILE_CONTENT_TYPES,
  listBetNumber,
  listDailyBets,
  listDailyTerminalPaBets,
  type BetNumberPage,
  type BetNumberRow,
  type DailyBet,
  type DailyBetsPage,
  type DailyTerminalPaBetsPage,
  type EndpointContract,
} from '@banca/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../../test/session';
import { pdfText } from '../../../test/kits/file-answer-test-kit';
import { foldUntilCaughtUp } from '../rollups';
import { animalitoPlay as play, resultsTestKit } from '../../../test/kits/results-test-kit';
import { partnerIdOf, sellOn, xlsxRows } from '../../../test/kits/bet-reports-test-kit';

const kit = resultsTestKit();
const tokens = new Map<string, string>();
const DAY = '2032-07-09';

async function tokenOf(who: string) {
  if (!tokens.has(who)) tokens.set(who, (await signInAs(kit.app, who)).access_token);
  return tokens.get(who)!;
}

async function list<T>(who: string, contract: EndpointContract, query: Record<string, string>): Promise<T> {
  const answer = await kit.app.inject({
    method: 'GET',
    url: contract.path,
    query: { per_page: '500', ...query },
    headers: bearer(await tokenOf(who)),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

async function exported(who: string, contract: EndpointContract, body: Record<string, unknown>) {
  return kit.app.inject({ method: 'POST', url: contract.path, payload: body, headers: bearer(await tokenOf(who)) });
}

async function workbookRows(
  who: string,
  contract: EndpointContract,
  body: Record<string, unknown>,
  first: string,
  money: number[],
) {
  const answer = await exported(who, contract, { ...body, format: 'xlsx' });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe(FILE_CONTENT_TYPES.xlsx);
  return xlsxRows(answer.rawPayload, first, money);
}

beforeAll(async () => {
  const lotto = await kit.occurrence('Lotto Activo', '09:00');
  const granjita = await kit.occurrence('La Granjita', '12:00');
  await sellOn(kit.db, DAY, 'ACE1-T1', [play(lotto, '5', '1500'), play(granjita, '5', '250'), play(lotto, '00', '75')]);
  await sellOn(kit.db, DAY, 'AOR1-T1', [play(lotto, '5', '420')]);
  await sellOn(kit.db, DAY, 'APA1-T1', [play(lotto, '5', '990'), play(granjita, '31', '10')]);
  await foldUntilCaughtUp(kit.db);
});

/** A number's cells as both files write them: Hora, Sorteo, Lotería, Producto, Tipo, Número, Moneda, Monto, Jugadas. */
const playedCells = (r: DailyBet | BetNumberRow) => [
  r.draw_time,
  r.draw_name,
  r.lottery_name,
  r.product_name,
  r.bet_type_name,
  r.number,
  r.currency,
  r.amount,
  String(r.plays),
];

describe('the bet reports as files', () => {
  it('daily-bets: the workbook holds the rows the screen shows, in its order', async () => {
    for (const who of ['admin', 'distribuidor', 'distribuidor2']) {
      const { data } = await list<DailyBetsPage>(who, listDailyBets, { date: DAY });
      expect(data.length).toBeGreaterThan(0);
      // Hora, Sorteo, Lotería, Producto, Tipo, Número, Moneda, Monto, Jugadas, Multiplicador, Pago, Premio, Premiadas, Adjudicado
      const rows = await workbookRows(who, exportDailyBets, { date: DAY }, 'Hora', [7, 10, 11]);
      expect(rows).toEqual(
        data.map((r) => [
          ...playedCells(r),
          String(Number(r.multiplier)),
          r.payout,
          r.prize,
          String(r.prize_plays),
          r.awarded ? 'Sí' : 'No',
        ]),
      );
    }
  });

  it('bet-number: the workbook holds the number’s rows of the period', async () => {
    const body = { number: '5', from_date: DAY, to_date: DAY };
    const { data } = await list<BetNumberPage>('admin', listBetNumber, body);
    expect(data.map((r) => r.amount).sort()).toEqual(['1920', '250']); // Centro's 1500 and Oriente's 420 on one draw
    const rows = await workbookRows('admin', exportBetNumber, body, 'Día', [8, 10]);
    expect(rows).toEqual(data.map((r) => [r.business_date, ...playedCells(r), r.prize, String(r.prize_plays)]));
  });

  it('daily-terminal-pa-bets: the workbook holds Panamá’s taquillas, and is empty outside Panamá', async () => {
    const body = { from_date: DAY, to_date: DAY };
    const { data } = await list<DailyTerminalPaBetsPage>('admin.pa', listDailyTerminalPaBets, body);
    expect(data.map((r) => [r.taquilla_code, r.product_name, r.plays, r.amount])).toEqual([
      ['APA1-T1', 'La Granjita', 1, '10'],
      ['APA1-T1', 'Lotto Activo', 1, '990'],
    ]);
    const rows = await workbookRows('admin.pa', exportDailyTerminalPaBets, body, 'Día', [7, 8]);
    expect(rows).toEqual(
      data.map((r) => [
        r.business_date,
        r.taquilla_code,
        r.taquilla_name,
        r.agency_name ?? '',
        r.product_name,
        r.currency,
        String(r.plays),
        r.amount,
        r.prize,
        String(r.prize_plays),
      ]),
    );
    expect(await workbookRows('admin', exportDailyTerminalPaBets, body, 'Día', [7, 8])).toEqual([]);
  });

  it('writes CSV and PDF with the rows and one totals row per currency', async () => {
    const csv = await exported('admin', exportDailyBets, { date: DAY, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="jugadas-del-dia-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body).toContain('Jugadas del día');
    expect(csv.body).toMatch(/\r\nTotal;/);
    const pdf = await exported('distribuidor', exportBetNumber, { number: '5', from_date: DAY, format: 'pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe(FILE_CONTENT_TYPES.pdf);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Jugadas por número');
    expect(text).toContain('15,00');
    expect(text).not.toContain('4,20'); // Oriente's sale is another branch.
  });

  it('refuses as the screens do: 400 without a number, 404 outside the subtree, 403 for a seller', async () => {
    const noNumber = await exported('admin', exportBetNumber, { format: 'xlsx' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().code).toBe('VALIDATION_ERROR');
    const outsider = await exported('distribuidor', exportDailyBets, {
      format: 'xlsx',
      partner_id: await partnerIdOf(kit.db, 'AOR1'),
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('NOT_FOUND');
    for (const contract of [exportDailyBets, exportBetNumber, exportDailyTerminalPaBets]) {
      const answer = await exported('taquilla', contract, { format: 'csv', number: '5' });
      expect(answer.statusCode, contract.path).toBe(403);
    }
  });
});
