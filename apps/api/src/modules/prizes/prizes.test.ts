import { awardRaffle, checkPrize, createSale, HEADERS, payPrize, saveResult } from '@banca/contracts';
import { bearer, signInAs } from '../../../test/session';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

const kit = resultsTestKit();

type Sold = { id: number; serial: string; code: string };
let occurrence: number;

/** A ticket of the taquilla whose one play wins 30 × amount once the draw is awarded. */
async function winningTicket(taquilla: string, amount = '100'): Promise<Sold> {
  return kit.ticket(taquilla, [{ occurrence, betType: 'ANIMALITO', number: '7', amount, multiplier: '30' }]);
}

const paymentsOf = async (ticketId: number) =>
  kit.rows<{ taquilla: string; amount: string; business_date: string }>(
    sql`SELECT p.code AS taquilla, pp.amount::text, pp.business_date::text FROM prize_payments pp
          JOIN partners p ON p.id = pp.taquilla_id WHERE pp.ticket_id = ${ticketId}`,
  );

const pay = (who: string, ticket: Sold, extra: object = {}) =>
  kit.as(who, 'POST', payPrize.path, { serial: ticket.serial, security_code: ticket.code, ...extra });
const check = (who: string, ticket: Sold, extra: object = {}) =>
  kit.as(who, 'POST', checkPrize.path, { serial: ticket.serial, security_code: ticket.code, ...extra });

let own: Sold;
let sameAgency: Sold;
let otherAgency: Sold;
let panama: Sold;
let expired: Sold;
let loser: Sold;
let race: Sold;

beforeAll(async () => {
  occurrence = await kit.occurrence('Lotto Activo', '16:00');
  await kit.setClosed(occurrence);
  own = await winningTicket('ACE1-T1');
  sameAgency = await winningTicket('ACE1-T3', '200');
  otherAgency = await winningTicket('ACE2-T1');
  panama = await winningTicket('APA1-T1');
  expired = await winningTicket('ACE1-T1');
  race = await winningTicket('ACE1-T1', '1234');
  loser = await kit.ticket('ACE1-T1', [
    { occurrence, betType: 'ANIMALITO', number: '8', amount: '100', multiplier: '30' },
  ]);
  await kit.as('admin', 'POST', saveResult.path, { occurrence_id: occurrence, number: '7' });
  expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(200);
  await kit.db.execute(sql`UPDATE tickets SET prize_expires_at = now() - interval '1 minute' WHERE id = ${expired.id}`);
});

describe('checking a prize', () => {
  it('shows the ticket and whether the taquilla may pay it', async () => {
    const answer = await check('taquilla', own);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      payable: true,
      reason: null,
      ticket: { id: own.id, serial: own.serial, status: 'PREMIADO', prize_total: '3000' },
    });
    const late = (await check('taquilla', expired)).json();
    expect(late).toMatchObject({
      payable: false,
      reason: 'El premio de este ticket está vencido.',
      ticket: { status: 'VENCIDO' },
    });
    expect((await check('taquilla', loser)).json()).toMatchObject({
      payable: false,
      reason: 'El ticket no tiene premio.',
    });
  });

  it('answers a wrong security code exactly like an unknown serial', async () => {
    const wrong = await check('taquilla', { ...own, code: 'ZZ999999' });
    const unknown = await check('taquilla', { ...own, serial: '0000000001' });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().ticket).toBeUndefined();
  });

  it('does not know another banca’s ticket', async () => {
    const answer = await check('taquilla', panama);
    expect(answer.statusCode).toBe(404);
  });
});

describe('paying a prize', () => {
  it('pays once at a taquilla of the ticket’s agency, recorded and audited', async () => {
    const answer = await pay('taquilla', sameAgency);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'PAGADO',
      payment: { taquilla_name: 'Taquilla 1', amount: '6000' },
    });
    const [payment] = await paymentsOf(sameAgency.id);
    const [today] = await kit.rows<{ d: string }>(sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS d`);
    expect(payment).toEqual({ taquilla: 'ACE1-T1', amount: '6000', business_date: today!.d });
    const [audit] = await kit.rows<{ action: string; after: { amount: string } }>(
      sql`SELECT action, after FROM audit_log WHERE entity = 'prize_payment' AND entity_id = ${String(sameAgency.id)}`,
    );
    expect(audit).toMatchObject({ action: 'PAY_PRIZE', after: { amount: '6000', status: 'PAGADO' } });

    const again = await pay('taquilla', sameAgency);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRIZE_ALREADY_PAID');
    expect(await paymentsOf(sameAgency.id)).toHaveLength(1);
  });

  it('refuses another agency’s ticket unless the banca pays prizes anywhere', async () => {
    const refused = await pay('taquilla', otherAgency);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Este premio se paga solo en las taquillas de la agencia «Agencia Centro 2».');
    expect((await kit.ticketRow(otherAgency.id)).status).toBe('PREMIADO');
    await kit.db.execute(sql`UPDATE banca_settings SET pay_prizes_anywhere = true
      WHERE partner_id = (SELECT id FROM partners WHERE code = 'BVE')`);
    try {
      expect((await pay('taquilla', otherAgency)).statusCode).toBe(200);
    } finally {
      await kit.db.execute(sql`UPDATE banca_settings SET pay_prizes_anywhere = false`);
    }
    expect(await paymentsOf(otherAgency.id)).toHaveLength(1);
  });

  it('refuses an expired prize, a ticket without prize, and another banca’s ticket; nothing changes', async () => {
    const late = await pay('taquilla', expired);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('PRIZE_EXPIRED');
    expect((await pay('taquilla', loser)).statusCode).toBe(422);
    expect((await pay('taquilla', panama)).statusCode).toBe(404);
    expect((await pay('taquilla', { ...own, code: 'ZZ999999' })).statusCode).toBe(404);
    for (const ticket of [expired, panama, own]) expect(await paymentsOf(ticket.id)).toEqual([]);
    expect((await kit.ticketRow(expired.id)).status).toBe('PREMIADO');
  });

  it('lets an agency’s user pay at one of its taquillas, which it must name', async () => {
    const missing = await pay('agencia', own);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([
      { field: 'taquilla_id', message: 'Indique la taquilla que paga el premio.' },
    ]);
    const [outside] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = 'ACE2-T1'`);
    expect((await pay('agencia', own, { taquilla_id: outside!.id })).json().fields[0].field).toBe('taquilla_id');
    const [mine] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = 'ACE1-T2'`);
    const paid = await pay('agencia', own, { taquilla_id: mine!.id });
    expect(paid.statusCode).toBe(200);
    expect(await paymentsOf(own.id)).toEqual([expect.objectContaining({ taquilla: 'ACE1-T2', amount: '3000' })]);
  });

  it('is for the taquilla’s roles only', async () => {
    expect((await pay('admin', race)).statusCode).toBe(403);
    expect((await check('distribuidor', race)).statusCode).toBe(403);
  });

  it('100 concurrent payments of one prize: exactly one succeeds', async (context) => {
    if (!kit.realPostgres) {
      console.log('Pagos concurrentes: se omite en la base embebida (una sola conexión no prueba nada).');
      context.skip();
    }
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay('taquilla', race)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
      new Set(['PRIZE_ALREADY_PAID']),
    );
    expect(await paymentsOf(race.id)).toEqual([expect.objectContaining({ amount: '37020' })]);
    expect((await kit.ticketRow(race.id)).status).toBe('PAGADO');
  });
});

describe('the whole path through the sale endpoint', () => {
  it('a ticket sold at the taquilla is awarded and its prize paid once', async () => {
    const drawId = await kit.occurrence('La Granjita', '17:00');
    await kit.setClosed(drawId, false);
    const { access_token } = await signInAs(kit.app, 'taquilla');
    const sold = await kit.app.inject({
      method: 'POST',
      url: createSale.path,
      headers: { ...bearer(access_token), [HEADERS.idempotencyKey]: `premio-${Date.now()}` },
      payload: { plays: [{ occurrence_id: drawId, bet_type: 'ANIMALITO', number: '00', amount: '1000' }] },
    });
    expect(sold.statusCode).toBe(200);
    const ticket = sold.json().ticket as { id: number; serial: string; security_code: string };
    await kit.setClosed(drawId);
    await kit.as('supervisor', 'POST', saveResult.path, { occurrence_id: drawId, number: '00' });
    await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: drawId });
    const sale = { id: ticket.id, serial: ticket.serial, code: ticket.security_code };
    expect((await check('taquilla', sale)).json()).toMatchObject({ payable: true, ticket: { prize_total: '30000' } });
    expect((await pay('taquilla', sale)).json()).toMatchObject({ status: 'PAGADO', payment: { amount: '30000' } });
    expect((await pay('taquilla', sale)).json().code).toBe('PRIZE_ALREADY_PAID');
  });
});
