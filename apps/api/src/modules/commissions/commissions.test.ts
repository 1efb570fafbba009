import {
  getPartnerCommissions,
  listCommissions,
  listCommissionTypes,
  listParticipationTypes,
  previewCommissionsGlobal,
  saveCommissions,
  saveCommissionsGlobal,
} from '@banca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, betTypes, commissions, partners, products, users } from '../../db/schema';
import { clearLimits } from '../../db/seed/limits';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { pathOf } from '../../../test/paths';

let t: TestApp;
const token: Record<string, string> = {};
const p: Record<string, number> = {};
const ids = { lotto: 0, triple: 0, tripleBet: 0 };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  // Start from no limits at all: the demo's own are checked in db/seed/limits.test.ts.
  await clearLimits(db);
  await db.update(users).set({ manageChilds: true }).where(eq(users.username, 'distribuidor2'));
  for (const name of ['admin', 'distribuidor', 'distribuidor2'])
    token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await db.select().from(partners)) p[row.code] = row.id;
  ids.lotto = (await db.select().from(products).where(eq(products.name, 'Lotto Activo')))[0]!.id;
  ids.triple = (await db.select().from(products).where(eq(products.name, 'Triple Caracas')))[0]!.id;
  ids.tripleBet = (await db.select().from(betTypes).where(eq(betTypes.code, 'TRIPLE')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token[who]!), ...(payload ? { payload } : {}) });
const put = (who: string, list: object[]) => call('PUT', saveCommissions.path, who, { commissions: list });
const sheetPath = (partnerId: number) => pathOf(getPartnerCommissions, { agencyPartnerId: partnerId });
const globalPath = (expected?: number) =>
  `${saveCommissionsGlobal.path}${expected === undefined ? '' : `?expected_matched_rows=${expected}`}`;
/** Partners of a kind under a partner, counted from the data (the demo network may grow). */
const kindBelow = async (code: string, kind: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(
        sql`${partners.kind} = ${kind} AND ${partners.path} LIKE (SELECT path || '%' FROM partners WHERE code = ${code})`,
      )
  )[0]!.n;
const rowCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(commissions))[0]!.n;
const pctOf = async (partnerId: number, productId: number) =>
  (
    await t.database.db
      .select()
      .from(commissions)
      .where(sql`${commissions.partnerId} = ${partnerId} AND ${commissions.productId} = ${productId}`)
  )[0]?.commissionPct;

describe('lookups', () => {
  it('answers the commission and participation types', async () => {
    expect((await call('GET', listCommissionTypes.path, 'admin')).json()).toEqual({
      data: [{ code: 'VENTA', name: 'Venta' }],
    });
    expect(
      (await call('GET', listParticipationTypes.path, 'admin')).json().data.map((o: { code: string }) => o.code),
    ).toEqual(['NINGUNA', 'UTILIDAD']);
  });
});

describe('save and sheet', () => {
  it('saves percentages given as numbers or strings, stored as exact decimals, and audits them', async () => {
    const answer = await put('distribuidor', [
      { partner_id: p.ACE1, product_id: ids.lotto, commission_pct: 12.5 },
      {
        partner_id: p.ACE1,
        product_id: ids.triple,
        commission_pct: '10',
        participation_type: 'UTILIDAD',
        participation_pct: '5.25',
        max_amount: '500000',
      },
    ]);
    expect(answer.json()).toEqual({ partners: 1, changed_rows: 2 });
    expect(await pctOf(p.ACE1!, ids.lotto)).toBe('12.50');
    const sheet = (await call('GET', sheetPath(p.ACE1!), 'distribuidor')).json();
    expect(sheet.partner).toMatchObject({ name: 'Agencia Centro 1', currency: 'BS' });
    expect(sheet.data.find((e: { product: { id: number } }) => e.product.id === ids.triple)).toMatchObject({
      commission_pct: '10.00',
      participation_type: 'UTILIDAD',
      participation_pct: '5.25',
      extra_pct: '0.00',
      max_amount: '500000',
      bet_type: null,
    });
    const unset = sheet.data.find((e: { product: { name: string } }) => e.product.name === 'La Granjita');
    expect(unset).toMatchObject({ id: null, commission_pct: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'commission'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({
      action: 'CREATE',
      subjectPartnerId: p.ACE1,
      after: { commission_pct: '10.00', partner: 'Agencia Centro 1' },
    });
  });

  it('answers Spanish field errors: 0–100, two decimals, no float noise, participation rule', async () => {
    const answer = await put('admin', [
      { partner_id: p.ACE2, product_id: ids.lotto, commission_pct: '100.5' },
      { partner_id: p.ACE2, product_id: ids.lotto, commission_pct: '12.345' },
      { partner_id: p.ACE2, product_id: ids.lotto, commission_pct: 0.1 + 0.2 },
      { partner_id: p.ACE2, product_id: ids.lotto, commission_pct: '1', participation_pct: '5' },
    ]);
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields;
    const message = 'La comisión debe ser un número entre 0 y 100 con hasta 2 decimales.';
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'commissions.0.commission_pct', message },
        { field: 'commissions.1.commission_pct', message },
        { field: 'commissions.2.commission_pct', message },
        {
          field: 'commissions.3.participation_pct',
          message: 'Sin participación, el porcentaje de participación debe ser 0.',
        },
      ]),
    );
    const betType = await put('admin', [
      { partner_id: p.ACE2, product_id: ids.lotto, bet_type_id: ids.tripleBet, commission_pct: '1' },
    ]);
    expect(betType.statusCode).toBe(422);
    expect(betType.json().fields[0].field).toBe('commissions.0.bet_type_id');
  });

  it('reads a decimal comma as typed in Spanish', async () => {
    expect(
      (await put('admin', [{ partner_id: p.ACE2, product_id: ids.lotto, commission_pct: '13,5' }])).statusCode,
    ).toBe(200);
    expect(await pctOf(p.ACE2!, ids.lotto)).toBe('13.50');
  });

  it('refuses a partner raising its own commission', async () => {
    const answer = await put('distribuidor', [{ partner_id: p.DCE, product_id: ids.lotto, commission_pct: '50' }]);
    expect(answer.statusCode).toBe(403);
  });
});

describe('outsiders', () => {
  it('cannot see or edit another branch’s commissions: 404, and nothing changed', async () => {
    const before = await rowCount();
    expect((await call('GET', sheetPath(p.ACE1!), 'distribuidor2')).statusCode).toBe(404);
    const answer = await put('distribuidor2', [{ partner_id: p.ACE1, product_id: ids.lotto, commission_pct: '99' }]);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().fields).toEqual([{ field: 'commissions.0.partner_id', message: 'El asociado no existe.' }]);
    const global = {
      partner_id: p.DCE,
      target: 'CHILDREN',
      commissions: [{ product_id: ids.lotto, commission_pct: '99' }],
    };
    expect((await call('POST', previewCommissionsGlobal.path, 'distribuidor2', global)).statusCode).toBe(404);
    expect((await call('POST', globalPath(2), 'distribuidor2', global)).statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
    expect(await pctOf(p.ACE1!, ids.lotto)).toBe('12.50');
    expect((await call('POST', listCommissions.path, 'distribuidor2', { partner_id: p.ACE1 })).json().total).toBe(0);
  });
});

describe('global save with expected_matched_rows', () => {
  const body = { partner_id: 0, target: 'AGENCIA', commissions: [{ product_id: 0, commission_pct: '8' }] };
  const global = () => ({ ...body, partner_id: p.BVE, commissions: [{ product_id: ids.lotto, commission_pct: '8' }] });

  it('changes nothing and answers 409 with the real count when the screen is stale', async () => {
    const agencies = await kindBelow('BVE', 'AGENCIA');
    expect(agencies).toBeGreaterThanOrEqual(4);
    const preview = (await call('POST', previewCommissionsGlobal.path, 'admin', global())).json();
    expect(preview).toEqual({ partners: agencies, matched_rows: agencies });
    const before = await rowCount();
    const stale = await call('POST', globalPath(agencies - 1), 'admin', global());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`ahora coinciden ${agencies} fila(s) y usted confirmó ${agencies - 1}`);
    expect(stale.headers['x-matched-rows']).toBe(String(agencies));
    expect(await rowCount()).toBe(before);
    expect(await pctOf(p.ACE1!, ids.lotto)).toBe('12.50');
  });

  it('applies to every matching partner when the count is right, then nothing matches', async () => {
    const agencies = await kindBelow('BVE', 'AGENCIA');
    const answer = await call('POST', globalPath(agencies), 'admin', global());
    expect(answer.json()).toEqual({ partners: agencies, changed_rows: agencies, matched_rows: agencies });
    expect(await pctOf(p.AOR2!, ids.lotto)).toBe('8.00');
    expect(await pctOf(p.ACE1!, ids.lotto)).toBe('8.00');
    expect((await call('POST', previewCommissionsGlobal.path, 'admin', global())).json().matched_rows).toBe(0);
    expect((await call('POST', globalPath(0), 'admin', global())).json().changed_rows).toBe(0);
  });

  it('requires the expected count', async () => {
    const answer = await call('POST', globalPath(), 'admin', global());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('expected_matched_rows');
  });

  it('lets exactly one of two concurrent saves with the same count through', async (ctx) => {
    if (!t.realPostgres) ctx.skip();
    const next = () => ({ ...global(), commissions: [{ product_id: ids.lotto, commission_pct: '9' }] });
    const { matched_rows } = (await call('POST', previewCommissionsGlobal.path, 'admin', next())).json();
    expect(matched_rows).toBeGreaterThan(0);
    const answers = await Promise.all([
      call('POST', globalPath(matched_rows), 'admin', next()),
      call('POST', globalPath(matched_rows), 'admin', next()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('list', () => {
  it('pages the subtree’s commissions with filters', async () => {
    const body = (await call('POST', listCommissions.path, 'admin', { product_id: ids.triple })).json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      partner: { name: 'Agencia Centro 1' },
      commission_pct: '10.00',
      max_amount: '500000',
      currency: 'BS',
    });
  });
});
