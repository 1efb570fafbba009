import * as c from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pollaTestKit, pollaTypeBody } from '../../../test/kits/polla-test-kit';

const t = pollaTestKit();
const { kit } = t;

let sold: c.PollaTicket;

beforeAll(async () => {
  await t.createType();
});

describe('polla types', () => {
  it('are configured by the banca and read by its polla seller; another banca does not see them', async () => {
    const types = (await kit.as('polla', 'GET', c.listPollaTypes.path)).json().data as c.PollaType[];
    expect(types).toEqual([
      expect.objectContaining({
        id: t.state.typeId,
        product_name: 'Lotto Activo',
        price: '10000',
        daily_first_percent: '30.00',
        daily_second_percent: '12.50',
        weekly_percent: '7.33',
        currency: 'BS',
      }),
    ]);
    expect(types[0]!.draws.map((d) => d.time)).toEqual(['10:00', '11:00', '12:00']);
    expect((await kit.as('admin.pa', 'GET', c.listPollaTypes.path)).json().data).toEqual([]);
    const foreign = await kit.as('admin.pa', 'POST', c.savePollaType.path, { ...typeBody(), id: t.state.typeId });
    expect(foreign.statusCode).toBe(404);
    expect((await kit.as('taquilla', 'GET', c.listPollaTypes.path)).statusCode).toBe(403);
  });

  it('refuses percentages over 100 together and a product that is not an animalito, in Spanish', async () => {
    const over = await kit.as('admin', 'POST', c.savePollaType.path, {
      ...typeBody(),
      name: 'Otra',
      weekly_percent: '60',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual([
      { field: 'weekly_percent', message: 'Los porcentajes de los potes no pueden sumar más de 100.' },
    ]);
    const [triple] = await kit.rows<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Triple Caracas'`);
    const wrong = await kit.as('admin', 'POST', c.savePollaType.path, {
      ...typeBody(),
      name: 'Otra',
      product_id: triple!.id,
    });
    expect(wrong.json().fields[0]).toEqual({
      field: 'product_id',
      message: 'El producto debe ser un animalito activo.',
    });
  });
});

function typeBody() {
  return pollaTypeBody(1, t.state.drawIds);
}

describe('selling a ticket', () => {
  it('sells to a new customer, feeds each pote its share exactly and audits the sale', async () => {
    const answer = await t.sell(['7', '8', '9'], 1);
    expect(answer.statusCode).toBe(200);
    sold = answer.json();
    expect(sold).toMatchObject({
      status: 'ACTIVO',
      price: '10000',
      currency: 'BS',
      taquilla_name: 'Taquilla 2',
      customer: { id_type: 'V', id_number: '10000001', first_name: 'María', phone: '0414-555-0101' },
      prize: { total: '0' },
    });
    expect(sold.serial).toMatch(/^\d{10}$/);
    expect(sold.draws.map((d) => d.picks.map((p) => p.number))).toEqual([['7'], ['8'], ['9']]);
    const potes = await t.potes();
    // 30 % and 12.5 % of 100.00, and 7.33 %: 733 céntimos.
    expect(potes.map((p) => [p.kind, p.first, p.second])).toEqual([
      ['DAILY', '3000', '1250'],
      ['WEEKLY', '733', '0'],
    ]);
    for (const pote of potes) expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
    const [audit] = await kit.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'polla_ticket' AND entity_id = ${String(sold.id)}`,
    );
    expect(audit?.action).toBe('SELL');
  });

  it('counts the sale as cash income in the taquilla’s register, named by its serial', async () => {
    const { cash, of } = await t.register();
    expect(of(sold.serial)).toEqual([
      ['INGRESO', '10000', `POLLA-${sold.serial} · Venta de polla, ticket ${sold.serial}`],
    ]);
    expect([cash.incomes, cash.outcomes, cash.prizes]).toEqual(['10000', '0', '0']);
    expect(BigInt(cash.expected)).toBe(BigInt(cash.opening_fund) + 10000n);
  });

  it('finds a known customer by cédula; another banca does not', async () => {
    const cedula = { id_type: 'V', id_number: '10000001' };
    expect((await kit.as('polla', 'POST', c.consultPollaCustomer.path, cedula)).json()).toMatchObject({
      last_name: 'Pérez 1',
    });
    expect(
      (await kit.as('polla', 'POST', c.consultPollaCustomer.path, { ...cedula, id_type: 'X' })).json().fields[0].field,
    ).toBe('id_type');
  });

  it('refuses picks that do not fit the type, naming the field', async () => {
    const missing = await kit.as('polla', 'POST', c.registerPollaTicket.path, {
      polla_type_id: t.state.typeId,
      customer: t.customer(2),
      picks: [{ draw_id: t.state.drawIds[0], numbers: ['7'] }],
    });
    expect(missing.json().fields).toEqual([
      { field: 'picks', message: 'Elija sus animales para los 3 sorteos de la polla.' },
    ]);
    const unknown = await t.sell(['7', '8', '99'], 2);
    expect(unknown.json().fields).toEqual([{ field: 'picks.2.numbers', message: 'El animal 99 no existe.' }]);
    const badCustomer = await kit.as('polla', 'POST', c.registerPollaTicket.path, {
      polla_type_id: t.state.typeId,
      customer: { ...t.customer(2), id_number: '12' },
      picks: [],
    });
    expect(badCustomer.json().fields.map((f: { field: string }) => f.field)).toContain('customer.id_number');
    expect((await kit.as('taquilla', 'POST', c.registerPollaTicket.path, {})).statusCode).toBe(403);
  });

  it('lists the day’s tickets with totals and consults one by serial within the scope only', async () => {
    const list = await kit.as('polla', 'POST', c.listPollaTickets.path, { status: ['ACTIVO'] });
    expect(list.json()).toMatchObject({ total: 1, totals: [{ currency: 'BS', tickets: 1, price: '10000' }] });
    expect(list.json().data[0]).toMatchObject({
      serial: sold.serial,
      cedula: 'V-10000001',
      customer_name: 'María Pérez 1',
    });
    expect((await kit.as('polla', 'POST', c.listPollaTickets.path, { status: ['PAGADO'] })).json().total).toBe(0);
    expect((await kit.as('admin', 'POST', c.consultPollaTicket.path, { serial: sold.serial })).json().id).toBe(sold.id);
    expect((await kit.as('admin.pa', 'POST', c.consultPollaTicket.path, { serial: sold.serial })).statusCode).toBe(404);
    const csv = await kit.as('polla', 'POST', c.exportPollaTickets.path, { format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(sold.serial);
    expect(csv.body).toContain('V-10000001');
    const foreign = await kit.as('admin.pa', 'POST', c.exportPollaTickets.path, { format: 'csv' });
    expect(foreign.body).not.toContain(sold.serial);
  });

  it('annuls within the window, giving each pote back exactly its share; twice is refused', async () => {
    const other = (await t.sell(['1', '2', '3'], 3)).json() as c.PollaTicket;
    expect((await t.potes()).map((p) => p.first)).toEqual(['6000', '1466']);
    const annulled = await kit.as('polla', 'POST', c.annulPollaTicket.path, { id: other.id });
    expect(annulled.json().status).toBe('ANULADO');
    const potes = await t.potes();
    expect(potes.map((p) => [p.first, p.second])).toEqual([
      ['3000', '1250'],
      ['733', '0'],
    ]);
    for (const pote of potes) expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
    expect((await kit.as('polla', 'POST', c.annulPollaTicket.path, { id: other.id })).statusCode).toBe(409);
    expect((await kit.as('admin.pa', 'POST', c.annulPollaTicket.path, { id: sold.id })).statusCode).toBe(403);
    // The register keeps the sale's income and adds an outcome giving the price back, once.
    const { cash, of } = await t.register();
    expect(of(other.serial)).toEqual([
      ['INGRESO', '10000', `POLLA-${other.serial} · Venta de polla, ticket ${other.serial}`],
      ['EGRESO', '-10000', `Anulación de polla · Anulación de polla, ticket ${other.serial}`],
    ]);
    expect([cash.incomes, cash.outcomes]).toEqual(['20000', '10000']);
    expect(BigInt(cash.expected)).toBe(BigInt(cash.opening_fund) + 20000n - 10000n);
  });

  it('refuses to annul the polla’s cash movements from the cash screens, changing nothing', async () => {
    const before = await t.register();
    const system = before.items.filter((item) => item.detail.includes('de polla, ticket'));
    expect(system.map((item) => item.kind)).toEqual(['INGRESO', 'INGRESO', 'EGRESO']);
    for (const item of system) {
      const refused = await t.annulCashItem('agencia', item.item_code);
      expect([refused.statusCode, refused.json().message]).toEqual([
        422,
        `${item.kind === 'INGRESO' ? 'El ingreso' : 'El egreso'} lo registró el sistema con su ticket: no se anula desde la caja.`,
      ]);
    }
    // The polla seller has no cash calls at all.
    expect((await t.annulCashItem('polla', system[0]!.item_code)).statusCode).toBe(403);
    const after = await t.register();
    expect([after.cash, after.items]).toEqual([before.cash, before.items]);
  });
});

describe('manual pote payments', () => {
  it('adds an INGRESO converted to exact minor units and shows it in current', async () => {
    const current = (await t.current('daily')).json() as c.CurrentDailyPote;
    const paid = await kit.as('admin', 'POST', c.createDailyJackpotPayment.path, {
      pote_diario_id: current.id,
      primer_acu_abono: 0.1,
      segundo_acu_abono: 1234.56,
      tipo: 'INGRESO',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ first_amount: '3010', second_amount: '124706' });
    expect(paid.json().abonos[0]).toMatchObject({
      tipo: 'INGRESO',
      concepto: 'MANUAL',
      abonado_primer: '10',
      abonado_segundo: '123456',
      usuario: 'admin',
    });
    const weekly = (await t.current('weekly')).json() as c.CurrentWeeklyPote;
    const out = await kit.as('supervisor', 'POST', c.createWeeklyJackpotPayment.path, {
      pote_semanal_id: weekly.id,
      monto_acu_abono: 7.33,
      tipo: 'EGRESO',
    });
    expect(out.json().first_amount).toBe('0');
    expect(out.json().abonos[0]).toMatchObject({ tipo: 'EGRESO', concepto: 'MANUAL', monto_acu_abono: '733' });
    for (const pote of await t.potes()) expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
  });

  it('refuses another tipo, negative or over-precise amounts, an unknown pote and an EGRESO past zero', async () => {
    const poteId = (await t.current('daily')).json().id;
    const pay = (body: object) =>
      kit.as('admin', 'POST', c.createDailyJackpotPayment.path, { pote_diario_id: poteId, ...body });
    const otro = await pay({ tipo: 'OTRO', primer_acu_abono: 1 });
    expect(otro.statusCode).toBe(400);
    expect(otro.json().fields).toEqual([{ field: 'tipo', message: 'El tipo debe ser INGRESO o EGRESO.' }]);
    expect((await pay({ tipo: 'INGRESO', primer_acu_abono: -1 })).json().fields[0]).toEqual({
      field: 'primer_acu_abono',
      message: 'El abono al primer acumulado no puede ser negativo.',
    });
    expect((await pay({ tipo: 'INGRESO', primer_acu_abono: 0.001 })).json().fields[0].field).toBe('primer_acu_abono');
    expect((await pay({ tipo: 'INGRESO' })).json().fields[0].message).toBe('El abono debe ser mayor que cero.');
    const past = await pay({ tipo: 'EGRESO', segundo_acu_abono: 999999 });
    expect(past.statusCode).toBe(422);
    expect(past.json().fields[0].field).toBe('segundo_acu_abono');
    const unknown = await kit.as('admin', 'POST', c.createDailyJackpotPayment.path, {
      pote_diario_id: 999999,
      tipo: 'INGRESO',
      primer_acu_abono: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await kit.as('admin.pa', 'POST', c.createDailyJackpotPayment.path, {
      pote_diario_id: poteId,
      tipo: 'INGRESO',
      primer_acu_abono: 1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await kit.as('polla', 'POST', c.getCurrentDailyJackpot.path, { polla_type: t.state.typeId })).statusCode,
    ).toBe(403);
    expect((await t.current('daily')).json()).toMatchObject({ first_amount: '3010', second_amount: '124706' });
  });

  it('lists the potes and summarises their movements by concept', async () => {
    const today = (await t.current('daily')).json().start_date;
    const type = { polla_type: t.state.typeId };
    const list = await kit.as('admin', 'POST', c.listDailyJackpots.path, type);
    expect(list.json()).toMatchObject({ total: 1, data: [{ start_date: today, tickets: 1, sold: '10000' }] });
    const xlsx = await kit.as('admin', 'POST', c.exportDailyJackpots.path, { ...type, format: 'xlsx' });
    expect([xlsx.statusCode, xlsx.headers['content-type']]).toEqual([200, c.FILE_CONTENT_TYPES.xlsx]);
    const summary = await kit.as('admin', 'POST', c.getDailyJackpotSummary.path, {
      polla_type: t.state.typeId,
      fecha_inicio: today,
      fecha_cierre: today,
    });
    expect(summary.json().concepts).toEqual([
      { concepto: 'ANULACION', tipo: 'EGRESO', first_amount: '3000', second_amount: '1250' },
      { concepto: 'MANUAL', tipo: 'INGRESO', first_amount: '10', second_amount: '123456' },
      { concepto: 'VENTA', tipo: 'INGRESO', first_amount: '6000', second_amount: '2500' },
    ]);
  });
});

describe('the public page', () => {
  it('answers without sign-in and shows no name, cédula or phone', async () => {
    const query = `?polla-type=${t.state.typeId}`;
    const bets = await kit.app.inject({ method: 'GET', url: `${c.publicPollaBets.path}${query}` });
    expect(bets.statusCode).toBe(200);
    expect(bets.json().data).toEqual([
      expect.objectContaining({ serial: `******${sold.serial.slice(-4)}`, status: 'ACTIVO', picks: expect.any(Array) }),
    ]);
    const mine = await kit.app.inject({
      method: 'POST',
      url: c.publicPollaTickets.path,
      payload: { id_type: 'V', id_number: '10000001', serial: sold.serial },
    });
    expect(mine.json().data).toHaveLength(1);
    for (const body of [bets.body, mine.body]) {
      for (const secret of ['10000001', 'María', 'Pérez', '0414', sold.serial]) expect(body).not.toContain(secret);
    }
    const potes = await kit.app.inject({ method: 'GET', url: `${c.publicPollaJackpots.path}${query}` });
    expect(potes.json()).toMatchObject({ currency: 'BS', daily: { first_amount: '3010' } });
    expect(
      (await kit.app.inject({ method: 'GET', url: `${c.publicPollaResults.path}${query}` })).json().draws,
    ).toHaveLength(3);
    expect(
      (await kit.app.inject({ method: 'GET', url: `${c.publicPollaBets.path}?polla-type=99999` })).statusCode,
    ).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 65; i += 1) answers.push(await kit.app.inject({ method: 'GET', url: c.publicPollaTypes.path }));
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json().code).toBe('RATE_LIMITED');
  });
});
