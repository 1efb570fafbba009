import {
  awardRaffle,
  checkPrize,
  exportIdentifiedWinners,
  getBankingConfig,
  listIdentifiedWinners,
  payPrize,
  saveResult,
  updateBankingConfig,
  type BankingConfig,
  type IdentifiedWinnersPage,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

/** Winner identification: the banca's threshold, the payment that needs the winner, and the report. */
const kit = resultsTestKit();

type Sold = { id: number; serial: string; code: string };
let occurrence: number;
/** Bs 3.000,00: a ticket of 10000 at 30 × wins exactly this; one of 9999 wins 30 céntimos less. */
const THRESHOLD = '300000';
const WINNER = { document: 'v 12.345.678', name: 'José Pérez', phone: '0414-123.45.67' };

const winning = (amount: string) =>
  kit.ticket('ACE1-T1', [{ occurrence, betType: 'ANIMALITO', number: '7', amount, multiplier: '30' }]);
const pay = (ticket: Sold, extra: object = {}) =>
  kit.as('taquilla', 'POST', payPrize.path, { serial: ticket.serial, security_code: ticket.code, ...extra });
const check = (ticket: Sold) =>
  kit.as('taquilla', 'POST', checkPrize.path, { serial: ticket.serial, security_code: ticket.code });
const winnersOf = (ticketId: number) =>
  kit.rows<{ document: string; name: string; phone: string }>(
    sql`SELECT document, name, phone FROM prize_winners WHERE ticket_id = ${ticketId}`,
  );
const paymentsOf = (ticketId: number) => kit.rows(sql`SELECT id FROM prize_payments WHERE ticket_id = ${ticketId}`);

async function setThreshold(who: string, value: string | null) {
  const config = (await kit.as(who, 'GET', getBankingConfig.path)).json() as BankingConfig;
  const { id: _i, descendants_count: _d, updated_at: _u, ...body } = config;
  return kit.as(who, 'PUT', updateBankingConfig.path, { ...body, identify_winners_from: value });
}

let before: Sold;
let atThreshold: Sold;
let justBelow: Sold;
let today: string;

beforeAll(async () => {
  occurrence = await kit.occurrence('Lotto Activo', '16:00');
  await kit.setClosed(occurrence);
  before = await winning('10000');
  atThreshold = await winning('10000');
  justBelow = await winning('9999');
  await kit.as('admin', 'POST', saveResult.path, { occurrence_id: occurrence, number: '7' });
  expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(200);
  const [row] = await kit.rows<{ d: string }>(sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS d`);
  today = row!.d;
});

describe('without a threshold', () => {
  it('pays as before: nothing asked, nothing kept, the answer unchanged', async () => {
    expect((await kit.as('admin', 'GET', getBankingConfig.path)).json().identify_winners_from).toBeNull();
    expect((await check(before)).json()).toMatchObject({ payable: true, winner_required: false });
    const paid = await pay(before);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount).toBe('300000');
    expect(Object.keys(paid.json().payment).sort()).toEqual(['amount', 'paid_at', 'paid_by', 'taquilla_name']);
    expect(await winnersOf(before.id)).toEqual([]);
  });
});

describe('the banca’s threshold', () => {
  it('is set by the administrator, audited, and refused with the field named when it is not an amount', async () => {
    const bad = await setThreshold('admin', '12,50');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('identify_winners_from');
    expect(bad.json().fields[0].message).toMatch(/^Identificar ganadores desde/);
    expect((await setThreshold('admin', '-1')).json().fields[0].field).toBe('identify_winners_from');
    expect((await setThreshold('supervisor', THRESHOLD)).statusCode).toBe(403);
    const saved = await setThreshold('admin', THRESHOLD);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().identify_winners_from).toBe(THRESHOLD);
    const [audit] = await kit.rows<{
      before: { identify_winners_from: string | null };
      after: { identify_winners_from: string };
    }>(sql`SELECT before, after FROM audit_log WHERE entity = 'banca_settings' ORDER BY id DESC LIMIT 1`);
    expect(audit!.before.identify_winners_from).toBeNull();
    expect(audit!.after.identify_winners_from).toBe(THRESHOLD);
  });

  it('stays as it is when a save does not send it', async () => {
    const config = (await kit.as('admin', 'GET', getBankingConfig.path)).json() as BankingConfig;
    const { id: _i, descendants_count: _d, updated_at: _u, identify_winners_from: _w, ...body } = config;
    expect((await kit.as('admin', 'PUT', updateBankingConfig.path, body)).json().identify_winners_from).toBe(THRESHOLD);
  });
});

describe('paying at or above the threshold', () => {
  it('says so when the prize is checked, and just below it does not', async () => {
    expect((await check(atThreshold)).json()).toMatchObject({ payable: true, winner_required: true });
    expect((await check(justBelow)).json()).toMatchObject({
      payable: true,
      winner_required: false,
      ticket: { prize_total: '299970' },
    });
  });

  it('refuses a payment without the winner, naming each field; nothing is paid', async () => {
    const refused = await pay(atThreshold);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_ERROR');
    expect(refused.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'winner.document',
      'winner.name',
      'winner.phone',
    ]);
    expect((await kit.ticketRow(atThreshold.id)).status).toBe('PREMIADO');
    expect(await paymentsOf(atThreshold.id)).toEqual([]);
  });

  it('refuses an invalid cédula, name or phone with the field and a Spanish message', async () => {
    const cases = [
      [
        { ...WINNER, document: '1020304050' },
        'winner.document',
        'La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).',
      ],
      [
        { ...WINNER, document: 'V-123' },
        'winner.document',
        'La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).',
      ],
      [{ ...WINNER, phone: '0414-123' }, 'winner.phone', 'El teléfono debe tener de 10 a 15 dígitos (con + opcional).'],
      [{ ...WINNER, name: 'J' }, 'winner.name', 'El nombre del ganador debe tener al menos 2 caracteres.'],
    ] as const;
    for (const [winner, field, message] of cases) {
      const answer = await pay(atThreshold, { winner });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
    expect(await paymentsOf(atThreshold.id)).toEqual([]);
    expect(await winnersOf(atThreshold.id)).toEqual([]);
  });

  it('pays with the winner: kept whole with the payment, audited, the receipt’s copy masked', async () => {
    const paid = await pay(atThreshold, { winner: WINNER });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment).toMatchObject({
      amount: '300000',
      winner: { document: 'V-****5678', name: 'José Pérez', phone: '04141234567' },
    });
    expect(await winnersOf(atThreshold.id)).toEqual([
      { document: 'V-12345678', name: 'José Pérez', phone: '04141234567' },
    ]);
    const [audit] = await kit.rows<{ action: string; after: Record<string, string> }>(
      sql`SELECT action, after FROM audit_log WHERE entity = 'prize_winner' AND entity_id = ${String(atThreshold.id)}`,
    );
    expect(audit).toMatchObject({
      action: 'IDENTIFY_PRIZE_WINNER',
      after: {
        serial: atThreshold.serial,
        amount: '300000',
        currency: 'BS',
        document: 'V-12345678',
        name: 'José Pérez',
      },
    });
  });

  it('just below the threshold needs no winner, and keeps none', async () => {
    const paid = await pay(justBelow);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.winner).toBeUndefined();
    expect(await winnersOf(justBelow.id)).toEqual([]);
  });
});

describe('GET /api/v2/admin/reports/identified-winners', () => {
  const report = async (who: string, query: Record<string, string> = {}) =>
    kit.as(
      who,
      'GET',
      `${listIdentifiedWinners.path}?${new URLSearchParams({ from_date: today, to_date: today, ...query })}`,
    );

  it('lists the identified winners of the banca, in full, with totals per currency', async () => {
    const answer = await report('admin');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json() as IdentifiedWinnersPage;
    expect(page.data).toEqual([
      expect.objectContaining({
        ticket_id: atThreshold.id,
        serial: atThreshold.serial,
        business_date: today,
        agency_name: 'Agencia Centro 1',
        taquilla_name: 'Taquilla 1',
        currency: 'BS',
        amount: '300000',
        document: 'V-12345678',
        name: 'José Pérez',
        phone: '04141234567',
      }),
    ]);
    expect(page.totals).toEqual([{ currency: 'BS', winners: 1, amount: '300000' }]);
    expect(page.total).toBe(1);
    expect((await report('supervisor')).json().total).toBe(1);
  });

  it('filters by minimum amount, period and partner', async () => {
    expect((await report('admin', { min_amount: '300001' })).json().data).toEqual([]);
    expect((await report('admin', { min_amount: '300000' })).json().total).toBe(1);
    expect((await report('admin', { from_date: '2020-01-01', to_date: '2020-01-31' })).json().total).toBe(0);
    const [other] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = 'ACE2'`);
    expect((await report('admin', { partner_id: String(other!.id) })).json().total).toBe(0);
  });

  it('does not show another banca’s winners, nor its partners', async () => {
    const pa = await report('admin.pa');
    expect(pa.statusCode).toBe(200);
    expect(pa.json()).toMatchObject({ data: [], total: 0, totals: [] });
    const [agency] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = 'ACE1'`);
    expect((await report('admin.pa', { partner_id: String(agency!.id) })).statusCode).toBe(404);
  });

  it('is not for distributors, agencies or sellers, nor its file', async () => {
    for (const who of ['distribuidor', 'agencia', 'taquilla']) expect((await report(who)).statusCode, who).toBe(403);
    const file = await kit.as('agencia', 'POST', exportIdentifiedWinners.path, { format: 'csv', from_date: today });
    expect(file.statusCode).toBe(403);
  });

  it('exports the same rows as a file', async () => {
    const csv = await kit.as('admin', 'POST', exportIdentifiedWinners.path, {
      format: 'csv',
      from_date: today,
      to_date: today,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="ganadores-identificados-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body).toContain('V-12345678');
    expect(csv.body).toContain('José Pérez');
    expect(csv.body).toContain(atThreshold.serial);
  });
});
