import {
  createSalesTarget,
  deleteSalesTarget,
  exportSalesTargets,
  getSalesTarget,
  listSalesTargets,
  pathOf,
  updateSalesTarget,
  type SalesTarget,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { addTaquilla, directSales, partnerByCode, pastTicket } from '../../../test/kits/kpis-test-kit';
import { foldUntilCaughtUp } from '../rollups';
import { ensureOccurrences } from '../draws';

let t: TestApp;
const tokens: Record<string, string> = {};
let taquilla: { id: number; path: string };
let agency: { id: number; path: string };
let day = '';

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'admin.pa']) {
    tokens[name] = (await signInAs(t.app, name)).access_token;
  }
  await ensureOccurrences(t.database.db);
  const [occurrence] = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM draw_occurrences LIMIT 1`);
  taquilla = await addTaquilla(t.database.db, 'META-T1', 'ACE1');
  agency = await partnerByCode(t.database.db, 'ACE1');
  const play = (amount: bigint) => ({ occurrence: occurrence!.id, number: '7', amount });
  day = (await pastTicket(t.database.db, 'META-T1', 1, play(500_000n))).businessDate;
  const annulled = await pastTicket(t.database.db, 'META-T1', 1, play(100_000n));
  await pastTicket(t.database.db, 'META-T1', 9, play(300_000n));
  await foldUntilCaughtUp(t.database.db);
  await t.database.db.execute(
    sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${annulled.id}`,
  );
  await foldUntilCaughtUp(t.database.db);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const create = (who: string, body: object) => call(who, 'POST', createSalesTarget.path, body);
const listOf = async (who: string, query = '') =>
  (await call(who, 'GET', `${listSalesTargets.path}${query}`)).json<{ data: SalesTarget[]; total: number }>();
const fieldsOf = (answer: { json: () => { fields: { field: string }[] } }) => answer.json().fields.map((f) => f.field);

describe('sales targets', () => {
  let target: SalesTarget;

  it('sets a target on a taquilla of the network, with its net sales in the period and the progress', async () => {
    const answer = await create('admin', {
      partner_id: taquilla.id,
      date_from: day,
      date_to: day,
      target_amount: '1200000',
      note: 'Meta de prueba',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    target = answer.json();
    expect(target).toMatchObject({
      partner_id: taquilla.id,
      partner_code: 'META-T1',
      partner_kind: 'TAQUILLA',
      currency: 'BS',
      target_amount: '1200000',
      achieved_amount: '500000',
      progress_permille: 416,
      note: 'Meta de prueba',
    });
    const [audit] = await rowsOf<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'sales_target' AND entity_id = ${String(target.id)}`,
    );
    expect(audit?.action).toBe('CREATE');
  });

  it('counts an agency target over its whole network, as the tickets say', async () => {
    const from = '2000-01-01';
    const answer = await create('distribuidor', {
      partner_id: agency.id,
      date_from: from,
      date_to: day,
      target_amount: '100',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const direct = await directSales(t.database.db, { path: agency.path, from, to: day }, sql`'all'`);
    const expected = direct.filter((row) => row.currency === 'BS').reduce((sum, row) => sum + BigInt(row.sales), 0n);
    expect(answer.json().achieved_amount).toBe(expected.toString());
    expect(expected).toBeGreaterThan(0n);
  });

  it('refuses bad input naming each field, and changes nothing', async () => {
    const before = (await listOf('admin')).total;
    const bad = await create('admin', {
      partner_id: taquilla.id,
      date_from: day,
      date_to: '2000-01-01',
      target_amount: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['target_amount', 'date_to']));
    const missing = await create('admin', { date_from: '2025-02-30', target_amount: '1,5' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['partner_id', 'date_from', 'date_to', 'target_amount']));
    const own = await create('distribuidor', {
      partner_id: (await partnerByCode(t.database.db, 'DCE')).id,
      date_from: day,
      date_to: day,
      target_amount: '10',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields[0]).toMatchObject({ field: 'partner_id' });
    const twice = await create('admin', { partner_id: taquilla.id, date_from: day, date_to: day, target_amount: '5' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields[0]).toMatchObject({
      field: 'date_from',
      message: 'El asociado ya tiene una meta para ese mismo período.',
    });
    expect((await listOf('admin')).total).toBe(before);
  });

  it('keeps every target inside the caller network: outsiders get 404 and nothing changes', async () => {
    const oriente = await partnerByCode(t.database.db, 'DOR');
    expect(
      (await create('distribuidor', { partner_id: oriente.id, date_from: day, date_to: day, target_amount: '10' }))
        .statusCode,
    ).toBe(404);
    expect((await listOf('admin.pa')).data).toEqual([]);
    expect((await call('admin.pa', 'GET', pathOf(getSalesTarget, { id: target.id }))).statusCode).toBe(404);
    const change = { date_from: day, date_to: day, target_amount: '1' };
    expect((await call('admin.pa', 'PUT', pathOf(updateSalesTarget, { id: target.id }), change)).statusCode).toBe(404);
    expect((await call('admin.pa', 'DELETE', pathOf(deleteSalesTarget, { id: target.id }))).statusCode).toBe(404);
    expect((await call('admin', 'GET', pathOf(getSalesTarget, { id: target.id }))).json().target_amount).toBe(
      '1200000',
    );
  });

  it('lets the agency read the targets of its network but not set them', async () => {
    const seen = await listOf('agencia', `?on_date=${day}`);
    expect(seen.data.map((row) => row.partner_code).sort()).toEqual(['ACE1', 'META-T1']);
    expect(
      (await create('agencia', { partner_id: taquilla.id, date_from: day, date_to: day, target_amount: '1' }))
        .statusCode,
    ).toBe(403);
    expect((await call('distribuidor2', 'DELETE', pathOf(deleteSalesTarget, { id: target.id }))).statusCode).toBe(403);
  });

  it('lists by the day a period includes, and by partner', async () => {
    expect((await listOf('admin', `?on_date=${day}&partner_id=${taquilla.id}`)).data.map((row) => row.id)).toEqual([
      target.id,
    ]);
    expect((await listOf('admin', '?on_date=2098-01-01')).data).toEqual([]);
    const bad = await call('admin', 'GET', `${listSalesTargets.path}?on_date=ayer&sort=nada`);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['on_date', 'sort']));
  });

  it('changes the amount and the period, and the progress follows', async () => {
    const answer = await call('distribuidor', 'PUT', pathOf(updateSalesTarget, { id: target.id }), {
      date_from: day,
      date_to: day,
      target_amount: '400000',
      note: null,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      target_amount: '400000',
      achieved_amount: '500000',
      progress_permille: 1250,
      note: null,
    });
  });

  it('exports the list as a spreadsheet', async () => {
    const answer = await call('admin', 'POST', exportSalesTargets.path, { format: 'csv' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/csv/);
    expect(answer.body).toContain('META-T1');
    expect(answer.body).toContain('Metas de ventas');
  });

  it('deletes a target, audited', async () => {
    const answer = await call('admin', 'DELETE', pathOf(deleteSalesTarget, { id: target.id }));
    expect(answer.statusCode).toBe(200);
    expect((await call('admin', 'GET', pathOf(getSalesTarget, { id: target.id }))).statusCode).toBe(404);
    const actions = await rowsOf<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'sales_target' AND entity_id = ${String(target.id)} ORDER BY id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });
});
