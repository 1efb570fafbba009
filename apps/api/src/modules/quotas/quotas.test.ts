import {
  getEffectiveQuotas,
  listRegularQuotas,
  listTopQuotas,
  saveRegularQuotas,
  saveRegularQuotasGlobal,
  updateTopQuota,
  updateTopQuotasGlobal,
} from '@banca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, betTypes, draws, partners, products, regularQuotas, topQuotas, users } from '../../db/schema';
import { clearLimits } from '../../db/seed/limits';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { pathOf } from '../../../test/paths';

let t: TestApp;
const token: Record<string, string> = {};
const p: Record<string, number> = {};
const ids = { lotto: 0, triple: 0, animalito: 0, tripleBet: 0, lotto10: 0, triple13: 0 };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  // Start from no limits at all: the demo's own are checked in db/seed/limits.test.ts.
  await clearLimits(db);
  await db.update(users).set({ manageChilds: true }).where(eq(users.username, 'distribuidor2'));
  for (const name of ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'admin.pa'])
    token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await db.select().from(partners)) p[row.code] = row.id;
  const product = async (name: string) => (await db.select().from(products).where(eq(products.name, name)))[0]!.id;
  const betType = async (code: string) => (await db.select().from(betTypes).where(eq(betTypes.code, code)))[0]!.id;
  const draw = async (productId: number, time: string) =>
    (
      await db
        .select()
        .from(draws)
        .where(sql`${draws.productId} = ${productId} AND ${draws.drawTime} = ${time}`)
    )[0]!.id;
  ids.lotto = await product('Lotto Activo');
  ids.triple = await product('Triple Caracas');
  ids.animalito = await betType('ANIMALITO');
  ids.tripleBet = await betType('TRIPLE');
  ids.lotto10 = await draw(ids.lotto, '10:00');
  ids.triple13 = await draw(ids.triple, '13:00');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token[who]!), ...(payload ? { payload } : {}) });
const effectivePath = (partnerId: number) => pathOf(getEffectiveQuotas, { partnerId });
const lotto = (amount: string | null, drawId: number | null = null) => ({
  product_id: ids.lotto,
  draw_id: drawId,
  bet_type_id: ids.animalito,
  amount,
});
const save = (who: string, partnerId: number, quotas: object[]) =>
  call('POST', saveRegularQuotas.path, who, { partner_id: partnerId, quotas });
const effective = async (who: string, partnerId: number) => (await call('GET', effectivePath(partnerId), who)).json();
const entry = (
  body: { data: { product: { id: number }; draw: { id: number } | null; bet_type: { id: number } }[] },
  drawId: number | null,
  productId = ids.lotto,
) => body.data.find((row) => row.product.id === productId && (row.draw?.id ?? null) === drawId);
const quotaCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(regularQuotas))[0]!.n;

describe('cupos: save and effective values', () => {
  it('saves own cupos and resolves inheritance with the origin of each value', async () => {
    expect((await save('admin', p.BVE!, [lotto('100000')])).json()).toEqual({ partners: 1, changed_rows: 1 });
    expect((await save('distribuidor', p.ACE1!, [lotto('20000', ids.lotto10)])).statusCode).toBe(200);
    const taquilla = await effective('admin', p['ACE1-T1']!);
    expect(taquilla.partner).toMatchObject({ name: 'Taquilla 1', currency: 'BS' });
    expect(entry(taquilla, null)).toMatchObject({
      amount: '100000',
      source: 'HEREDADO',
      origin: { name: 'Banca Venezuela' },
      own_amount: null,
    });
    expect(entry(taquilla, ids.lotto10)).toMatchObject({
      amount: '20000',
      source: 'HEREDADO',
      origin: { name: 'Agencia Centro 1' },
      origin_draw_specific: true,
    });
    const agency = await effective('distribuidor', p.ACE1!);
    expect(entry(agency, ids.lotto10)).toMatchObject({ source: 'PROPIO', own_amount: '20000' });
    expect(entry(agency, null, ids.triple)).toMatchObject({ amount: null, source: 'SIN_CUPO', origin: null });
    // The banca above the distributor is never named to it.
    expect(entry(agency, null)).toMatchObject({ amount: '100000', source: 'HEREDADO', origin: null });
  });

  it('audits every changed row with the partner it is about', async () => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'regular_quota'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      action: 'CREATE',
      username: 'distribuidor',
      subjectPartnerId: p.ACE1,
      after: { amount: '20000', partner: 'Agencia Centro 1' },
    });
  });

  it('removes an own row with a null amount, so the partner inherits again', async () => {
    await save('admin', p.ACE1!, [lotto('7000')]);
    expect(entry(await effective('admin', p.ACE1!), null)).toMatchObject({ amount: '7000', source: 'PROPIO' });
    await save('admin', p.ACE1!, [lotto(null)]);
    expect(entry(await effective('admin', p.ACE1!), null)).toMatchObject({ amount: '100000', source: 'HEREDADO' });
  });

  it('answers Spanish field errors for bad amounts and keys', async () => {
    const bad = await save('admin', p.ACE2!, [lotto('-5'), lotto('12.5')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'quotas.0.amount', message: 'El monto no puede ser negativo.' },
      { field: 'quotas.1.amount', message: 'El monto debe ser un número entero de céntimos.' },
    ]);
    const keys = await save('admin', p.ACE2!, [
      { ...lotto('1'), bet_type_id: ids.tripleBet },
      lotto('1', ids.triple13),
    ]);
    expect(keys.statusCode).toBe(422);
    expect(keys.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'quotas.0.bet_type_id',
      'quotas.1.draw_id',
    ]);
  });

  it('refuses a partner raising its own cupos', async () => {
    const answer = await save('distribuidor', p.DCE!, [lotto('1')]);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().fields[0].field).toBe('partner_id');
  });
});

describe('cupos: outsiders', () => {
  it('cannot see or change another branch’s cupos: 404, and nothing changed', async () => {
    const before = await quotaCount();
    expect((await call('GET', effectivePath(p.ACE1!), 'distribuidor2')).statusCode).toBe(404);
    const saveAnswer = await save('distribuidor2', p.ACE1!, [lotto('1')]);
    expect(saveAnswer.statusCode).toBe(404);
    expect(saveAnswer.json().fields).toEqual([{ field: 'partner_id', message: 'El asociado no existe.' }]);
    expect(
      (
        await call('POST', saveRegularQuotasGlobal.path, 'distribuidor2', {
          partner_id: p.DCE,
          target: 'CHILDREN',
          quotas: [lotto('1')],
        })
      ).statusCode,
    ).toBe(404);
    expect(await quotaCount()).toBe(before);
    const list = (await call('POST', listRegularQuotas.path, 'distribuidor2', { partner_id: p.ACE1 })).json();
    expect(list.total).toBe(0);
    const all = (await call('POST', listRegularQuotas.path, 'distribuidor2', {})).json();
    expect(all.data.some((row: { partner: { name: string } }) => /Centro|Venezuela/.test(row.partner.name))).toBe(
      false,
    );
  });
});

describe('cupos: list and global', () => {
  it('lists the subtree’s rows with filters', async () => {
    const body = (
      await call('POST', listRegularQuotas.path, 'admin', { product_id: ids.lotto, sort: 'amount', order: 'desc' })
    ).json();
    expect(body.data[0]).toMatchObject({
      partner: { name: 'Banca Venezuela' },
      product: { name: 'Lotto Activo' },
      amount: '100000',
      currency: 'BS',
    });
    const agency = (await call('POST', listRegularQuotas.path, 'distribuidor', { partner_id: p.ACE1 })).json();
    expect(agency.data.map((r: { draw: { id: number } | null }) => r.draw?.id)).toEqual([ids.lotto10]);
  });

  it('sets cupos for every child, or every partner of a kind below', async () => {
    const triple = { product_id: ids.triple, draw_id: null, bet_type_id: ids.tripleBet, amount: '5000' };
    const children = await call('POST', saveRegularQuotasGlobal.path, 'distribuidor', {
      partner_id: p.DCE,
      target: 'CHILDREN',
      quotas: [triple],
    });
    const childCount = (await t.database.db.select().from(partners).where(eq(partners.parentId, p.DCE!))).length;
    expect(children.json()).toEqual({ partners: childCount, changed_rows: childCount });
    const again = await call('POST', saveRegularQuotasGlobal.path, 'distribuidor', {
      partner_id: p.DCE,
      target: 'CHILDREN',
      quotas: [triple],
    });
    expect(again.json()).toEqual({ partners: childCount, changed_rows: 0 });
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(sql`${partners.kind} = 'TAQUILLA' AND ${partners.path} LIKE ${`/${p.BVE}/%`}`)) as [{ n: number }];
    const taquillas = await call('POST', saveRegularQuotasGlobal.path, 'admin', {
      partner_id: p.BVE,
      target: 'TAQUILLA',
      quotas: [{ ...triple, amount: '3000' }],
    });
    expect(n).toBeGreaterThanOrEqual(8);
    expect(taquillas.json()).toEqual({ partners: n, changed_rows: n });
    expect(entry(await effective('admin', p['AOR2-T1']!), null, ids.triple)).toMatchObject({
      amount: '3000',
      source: 'PROPIO',
    });
  });
});

describe('topes', () => {
  const tope = (who: string, amount: string | null, drawId: number | null = null) =>
    call('PATCH', updateTopQuota.path, who, {
      product_id: ids.lotto,
      draw_id: drawId,
      bet_type_id: ids.animalito,
      amount,
    });

  it('lists every product and bet type sold, with the banca’s tope or none', async () => {
    const body = (await call('GET', listTopQuotas.path, 'admin')).json();
    expect(body.banca).toMatchObject({ name: 'Banca Venezuela', currency: 'BS' });
    expect(body.data.find((r: { product: { id: number } }) => r.product.id === ids.lotto)).toMatchObject({
      id: null,
      amount: null,
      draw: null,
    });
  });

  it('refuses lowering a tope below existing cupos, listing them, and changes nothing', async () => {
    const answer = await tope('admin', '50000');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/1 cupo\(s\) lo superarían/);
    expect(answer.json().fields[0].message).toMatch(
      /^Banca Venezuela · Lotto Activo \(todos los sorteos\) · Animalito: cupo Bs 1\.000,00 > tope Bs 500,00/,
    );
    expect(await t.database.db.select().from(topQuotas)).toEqual([]);
  });

  it('refuses a cupo above the tope, naming the field', async () => {
    await save('admin', p.BVE!, [lotto('40000')]);
    expect((await tope('admin', '50000')).json()).toMatchObject({ amount: '50000', product: { name: 'Lotto Activo' } });
    const above = await save('distribuidor', p.ACE2!, [lotto('60000')]);
    expect(above.statusCode).toBe(422);
    expect(above.json().fields).toEqual([
      {
        field: 'quotas.0.amount',
        message:
          'El cupo (Bs 600,00) supera el tope de la banca (Bs 500,00) para Lotto Activo (todos los sorteos) · Animalito.',
      },
    ]);
    const drawTope = await tope('admin', '15000', ids.lotto10);
    expect(drawTope.statusCode).toBe(422);
    expect(drawTope.json().fields).toHaveLength(2);
  });

  it('is the banca’s own: Panamá neither sees nor changes Venezuela’s topes', async () => {
    const pa = (await call('GET', listTopQuotas.path, 'admin.pa')).json();
    expect(pa.banca.name).toBe('Banca Panamá');
    expect(pa.data.every((r: { amount: string | null }) => r.amount === null)).toBe(true);
    expect((await tope('admin.pa', '10')).statusCode).toBe(200);
    expect(
      (await call('GET', listTopQuotas.path, 'admin'))
        .json()
        .data.find((r: { amount: string | null }) => r.amount === '10'),
    ).toBeUndefined();
  });

  it('sets one tope for everything, unless a cupo stands above it', async () => {
    const refused = await call('PATCH', updateTopQuotasGlobal.path, 'admin', { amount: '100' });
    expect(refused.statusCode).toBe(422);
    const body = (
      await call('PATCH', updateTopQuotasGlobal.path, 'admin', { amount: '10000000', product_id: ids.triple })
    ).json();
    expect(body.changed_rows).toBe(4);
    expect((await call('PATCH', updateTopQuotasGlobal.path, 'supervisor', { amount: '1' })).statusCode).toBe(403);
  });
});
