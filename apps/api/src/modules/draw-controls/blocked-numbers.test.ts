import { createBlockedNumber, deleteBlockedNumber, listBlockedNumbers, listBlockSymbols } from '@banca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blockedNumbers, draws, partners, products } from '../../db/schema';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
const token: Record<string, string> = {};
const p: Record<string, number> = {};
const ids = { lotto: 0, granjita: 0, triple: 0, lottoDraw: 0, tripleDraw: 0 };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  for (const name of ['admin', 'supervisor', 'admin.pa', 'distribuidor'])
    token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await db.select().from(partners)) p[row.code] = row.id;
  const product = async (name: string) => (await db.select().from(products).where(eq(products.name, name)))[0]!.id;
  const firstDraw = async (productId: number) =>
    (await db.select().from(draws).where(eq(draws.productId, productId)).orderBy(draws.drawTime))[0]!.id;
  ids.lotto = await product('Lotto Activo');
  ids.granjita = await product('La Granjita');
  ids.triple = await product('Triple Caracas');
  ids.lottoDraw = await firstDraw(ids.lotto);
  ids.tripleDraw = await firstDraw(ids.triple);
});
afterAll(() => t.close());

const deletePath = (id: number) => pathOf(deleteBlockedNumber, { id });
const block = (who: string, payload: object) =>
  t.app.inject({ method: 'POST', url: createBlockedNumber.path, headers: bearer(token[who]!), payload });
const list = (who: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: listBlockedNumbers.path, query, headers: { ...bearer(token[who]!), ...headers } });
const unblock = (who: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: deletePath(id), headers: bearer(token[who]!) });
const blockCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(blockedNumbers))[0]!.n;
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'blocked_number'), eq(auditLog.action, action)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1)
  )[0];

describe('POST blocked_number', () => {
  it('blocks an animalito for the caller’s banca by default, and logs it', async () => {
    const answer = await block('admin', { product_id: ids.lotto, number: '00', reason: 'Número caliente' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      product_name: 'Lotto Activo',
      product_type: 'ANIMALITOS',
      draw_id: null,
      number: '00',
      symbol_name: 'Ballena',
      partner_id: p.BVE,
      partner_name: 'Banca Venezuela',
      date_from: null,
      date_to: null,
      reason: 'Número caliente',
      state: 'ACTIVE',
      created_by: 'Ana Administradora',
      deleted_at: null,
    });
    expect(await lastAudit('BLOCK')).toMatchObject({
      username: 'admin',
      entityId: String(body.id),
      subjectPartnerId: p.BVE,
      after: { number: '00', partner_name: 'Banca Venezuela' },
    });
  });

  it('tells 0 from 00 and takes a draw of the product, dates and a partner of the subtree', async () => {
    const answer = await block('supervisor', {
      product_id: ids.lotto,
      draw_id: ids.lottoDraw,
      number: '0',
      partner_id: p.ACE1,
      date_from: '2099-01-01',
      date_to: '2099-01-31',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      number: '0',
      symbol_name: 'Delfín',
      draw_id: ids.lottoDraw,
      partner_name: 'Agencia Centro 1',
      partner_kind: 'AGENCIA',
      date_from: '2099-01-01',
      date_to: '2099-01-31',
      created_by: 'Simón Supervisor',
    });
    expect(answer.json().draw_time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('takes 3 digits (triple) or 2 (terminal) on a triple product', async () => {
    expect((await block('admin', { product_id: ids.triple, number: '123' })).statusCode).toBe(200);
    expect((await block('admin', { product_id: ids.triple, number: '07' })).statusCode).toBe(200);
  });

  it('refuses numbers the product does not sell, naming the field', async () => {
    const before = await blockCount();
    const cases: [object, string, string][] = [
      [{ product_id: ids.lotto, number: '37' }, 'number', 'El número 37 no es un animalito de Lotto Activo.'],
      [{ product_id: ids.lotto, number: '000' }, 'number', 'El número 000 no es un animalito de Lotto Activo.'],
      [{ product_id: ids.triple, number: '7' }, 'number', 'En Triple Caracas el número debe tener 2 o 3 dígitos.'],
      [{ product_id: ids.lotto, number: 'ab' }, 'number', 'El número debe tener de 1 a 3 dígitos.'],
      [
        { product_id: ids.lotto, draw_id: ids.tripleDraw, number: '5' },
        'draw_id',
        'El sorteo no es de «Lotto Activo».',
      ],
      [{ product_id: 999999, number: '5' }, 'product_id', 'El producto no existe.'],
      [
        { product_id: ids.lotto, number: '5', date_from: '2099-02-10', date_to: '2099-02-01' },
        'date_to',
        'La fecha final no puede ser anterior a la inicial.',
      ],
      [{ product_id: ids.lotto, number: '5', date_to: '2020-01-01' }, 'date_to', 'La fecha final ya pasó.'],
      [
        { product_id: ids.lotto, number: '5', date_from: '10/02/2099' },
        'date_from',
        'La fecha debe tener el formato AAAA-MM-DD.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await block('admin', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
    expect(await blockCount()).toBe(before);
  });

  it('refuses a second live block with the same data (409), but not other dates', async () => {
    const payload = { product_id: ids.granjita, number: '12', date_from: '2099-03-01' };
    expect((await block('admin', payload)).statusCode).toBe(200);
    const again = await block('supervisor', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'number', message: 'El número 12 ya está bloqueado con los mismos datos.' }],
    });
    expect((await block('admin', { ...payload, date_from: '2099-03-02' })).statusCode).toBe(200);
  });

  it('treats a partner outside the subtree as unknown (404) and blocks nothing', async () => {
    const before = await blockCount();
    const answer = await block('admin.pa', { product_id: ids.lotto, number: '5', partner_id: p.ACE1 });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'El asociado no existe.' });
    expect(await blockCount()).toBe(before);
  });
});

describe('GET blocked_number', () => {
  it('lists the live blocks of the subtree, newest first, 100 per page by default', async () => {
    const body = (await list('admin')).json();
    expect(body).toMatchObject({ page: 1, per_page: 100 });
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.data.every((row: { state: string }) => row.state === 'ACTIVE')).toBe(true);
    const instants = body.data.map((row: { created_at: string }) => row.created_at);
    expect([...instants].sort().reverse()).toEqual(instants);
  });

  it('filters by product, draw, number and partner', async () => {
    const zero = (await list('admin', { product_id: String(ids.lotto), number: '0' })).json();
    expect(zero.data.map((row: { number: string }) => row.number)).toEqual(['0']);
    const ace1 = (await list('admin', { partner_id: String(p.ACE1) })).json();
    expect(ace1.data.map((row: { partner_name: string }) => row.partner_name)).toEqual(['Agencia Centro 1']);
    const byDraw = (await list('admin', { draw_id: String(ids.lottoDraw) })).json();
    expect(byDraw.total).toBe(1);
    const sorted = (await list('admin', { sort: 'number', order: 'asc' })).json();
    const numbers = sorted.data.map((row: { number: string }) => row.number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('never shows one banca the blocks of another, not even in the count', async () => {
    const pa = (await list('admin.pa', { state: 'ALL' })).json();
    expect(pa.total).toBe(0);
    expect(pa.data).toEqual([]);
  });

  it('trusts the cached count past page 1 only', async () => {
    const second = await list('admin', { per_page: '1', page: '2' }, { 'x-cached-count': '777' });
    expect(second.json().total).toBe(777);
    const first = await list('admin', { per_page: '1' }, { 'x-cached-count': '777' });
    expect(first.json().total).not.toBe(777);
  });

  it('rejects a bad filter naming it', async () => {
    const answer = await list('admin', { state: 'VIVO' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('state');
  });
});

describe('DELETE blocked_number/:id', () => {
  it('unblocks (soft delete) once, logs it, and a second delete changes nothing', async () => {
    const created = (await block('admin', { product_id: ids.lotto, number: '33' })).json();
    const answer = await unblock('supervisor', created.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: created.id, state: 'DELETED', deleted_by: 'Simón Supervisor' });
    expect(answer.json().deleted_at).not.toBeNull();
    expect(await lastAudit('UNBLOCK')).toMatchObject({
      username: 'supervisor',
      entityId: String(created.id),
      before: { state: 'ACTIVE' },
      after: { state: 'DELETED' },
    });
    const audits = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'UNBLOCK'), eq(auditLog.entityId, String(created.id))))
      )[0]!.n;
    expect(await audits()).toBe(1);
    expect((await unblock('admin', created.id)).json().state).toBe('DELETED');
    expect(await audits()).toBe(1);
    const live = (await list('admin', { number: '33' })).json();
    expect(live.total).toBe(0);
    const deleted = (await list('admin', { number: '33', state: 'DELETED' })).json();
    expect(deleted.data.map((row: { id: number }) => row.id)).toEqual([created.id]);
    // Blocking it again is allowed once the first is gone.
    expect((await block('admin', { product_id: ids.lotto, number: '33' })).statusCode).toBe(200);
  });

  it('is a 404 for another banca, and the block stays', async () => {
    const created = (await block('admin', { product_id: ids.lotto, number: '34' })).json();
    const answer = await unblock('admin.pa', created.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('El bloqueo no existe.');
    const [row] = await t.database.db.select().from(blockedNumbers).where(eq(blockedNumbers.id, created.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('is refused to roles other than A and S', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: deletePath(1), headers: bearer(token.distribuidor!) });
    expect(answer.statusCode).toBe(403);
  });
});

describe('GET blocked_number/symbols', () => {
  it('lists the active symbols of an animalito product, 0 and 00 first', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: listBlockSymbols.path,
      query: { product_id: String(ids.lotto) },
      headers: bearer(token.admin!),
    });
    expect(answer.statusCode).toBe(200);
    const symbols = answer.json();
    expect(symbols).toHaveLength(38);
    expect(symbols.slice(0, 2)).toMatchObject([
      { number: '0', name: 'Delfín' },
      { number: '00', name: 'Ballena' },
    ]);
  });
});
