import * as contracts from '@banca/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { auditLog, products, productSymbols } from '../../db/schema';
import { pathOf } from '../../../test/paths';

let t: TestApp;
let admin: string;
let lottoActivoId: number;
let lotteryId: number;
beforeAll(async () => {
  t = await build();
  admin = (await signInAs(t.app, 'admin')).access_token;
  const [lotto] = await t.database.db.select().from(products).where(eq(products.name, 'Lotto Activo'));
  lottoActivoId = lotto!.id;
  lotteryId = lotto!.lotteryId;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const fieldsOf = (body: { fields?: { field: string; message: string }[] }) => (body.fields ?? []).map((f) => f.field);

const animalitos = (name: string, extra: object = {}) => ({
  lottery_id: lotteryId,
  name,
  product_type: 'ANIMALITOS',
  symbols: [
    { number: '0', name: 'Delfín' },
    { number: '00', name: 'Ballena' },
    { number: '1', name: 'Carnero' },
  ],
  bet_types: [{ code: 'ANIMALITO', multiplier: '30' }],
  ...extra,
});

describe('reading products', () => {
  it('lists products with their lottery, symbol and draw counts', async () => {
    const page = (await call('GET', `${pathOf(contracts.listProducts)}?search=lotto`)).json();
    expect(page.data).toEqual([
      expect.objectContaining({
        name: 'Lotto Activo',
        lottery_name: 'Lotto Activo',
        product_type: 'ANIMALITOS',
        symbol_count: 38,
        draw_count: 12,
      }),
    ]);
    const triples = (await call('GET', `${pathOf(contracts.listProducts)}?product_type=TRIPLE&sort=name`)).json();
    expect(triples.data.map((p: { name: string }) => p.name)).toEqual(['Triple Caracas', 'Triple Zulia']);
  });

  it("shows Lotto Activo's 38 symbols in order, 0 and 00 distinct, each with its picture", async () => {
    const answer = await call('GET', pathOf(contracts.getProduct, { id: lottoActivoId }));
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    expect(product.symbols).toHaveLength(38);
    expect(product.symbols.slice(0, 3).map((s: { number: string; name: string }) => `${s.number} ${s.name}`)).toEqual([
      '0 Delfín',
      '00 Ballena',
      '1 Carnero',
    ]);
    expect(new Set(product.symbols.map((s: { number: string }) => s.number)).size).toBe(38);
    expect(
      product.symbols.every((s: { image_url: string | null }) => s.image_url?.startsWith('/api/v1/models/image/')),
    ).toBe(true);
    expect(product.bet_types).toEqual([expect.objectContaining({ code: 'ANIMALITO', name: 'Animalito' })]);
    expect(Number(product.bet_types[0].multiplier)).toBe(30);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call('GET', pathOf(contracts.getProduct, { id: 999999 }))).statusCode).toBe(404);
  });
});

describe('creating a product', () => {
  it('stores the product, its symbols and bet types in one change, each audited', async () => {
    const answer = await call(
      'POST',
      pathOf(contracts.createProduct),
      animalitos('Selva Plus', { bet_types: [{ code: 'ANIMALITO', multiplier: 32.5 }] }),
    );
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    expect(product).toMatchObject({
      name: 'Selva Plus',
      product_type: 'ANIMALITOS',
      status: 'ACTIVE',
      symbol_count: 3,
    });
    expect(product.symbols.map((s: { number: string }) => s.number)).toEqual(['0', '00', '1']);
    expect(Number(product.bet_types[0].multiplier)).toBe(32.5);
    const [productAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    const sameChange = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, productAudit!.requestId!));
    expect(sameChange.map((row) => `${row.action} ${row.entity}`).sort()).toEqual([
      'CREATE product',
      'CREATE product_bet_type',
      'CREATE product_symbol',
      'CREATE product_symbol',
      'CREATE product_symbol',
    ]);
  });

  it('creates a triple with its four bet types', async () => {
    const answer = await call('POST', pathOf(contracts.createProduct), {
      lottery_id: lotteryId,
      name: 'Triple Oriente',
      product_type: 'TRIPLE',
      bet_types: [
        { code: 'TRIPLE', multiplier: '700' },
        { code: 'TERMINAL', multiplier: '70' },
        { code: 'TRIPLE_SIGNO', multiplier: '7000' },
        { code: 'TERMINAL_SIGNO', multiplier: '600' },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().bet_types.map((b: { code: string }) => b.code)).toEqual([
      'TRIPLE',
      'TERMINAL',
      'TRIPLE_SIGNO',
      'TERMINAL_SIGNO',
    ]);
  });

  it('refuses a duplicate name with a 409 on the name, and leaves nothing behind', async () => {
    const before = await t.database.db.select().from(productSymbols);
    const answer = await call('POST', pathOf(contracts.createProduct), animalitos('LOTTO activo'));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'name', message: 'Ya existe un producto llamado «LOTTO activo».' }],
    });
    expect(await t.database.db.select().from(productSymbols)).toHaveLength(before.length);
  });

  it.each([
    ['an animalito product without symbols', { symbols: [] }, ['symbols']],
    [
      'a repeated symbol number (0 and 00 may coexist, 0 twice may not)',
      {
        symbols: [
          { number: '0', name: 'A' },
          { number: '00', name: 'B' },
          { number: '0', name: 'C' },
        ],
      },
      ['symbols.2.number'],
    ],
    ['a symbol number that is not 1 to 3 digits', { symbols: [{ number: 'A1', name: 'X' }] }, ['symbols.0.number']],
    [
      'a bet type that the product type does not sell',
      { bet_types: [{ code: 'TRIPLE', multiplier: '600' }] },
      ['bet_types.0.code'],
    ],
    ['a zero multiplier', { bet_types: [{ code: 'ANIMALITO', multiplier: '0' }] }, ['bet_types.0.multiplier']],
    [
      'a multiplier over 100000',
      { bet_types: [{ code: 'ANIMALITO', multiplier: 100001 }] },
      ['bet_types.0.multiplier'],
    ],
    [
      'a multiplier with three decimals',
      { bet_types: [{ code: 'ANIMALITO', multiplier: '30.125' }] },
      ['bet_types.0.multiplier'],
    ],
    ['an unknown product type', { product_type: 'RULETA' }, ['product_type']],
    ['an unknown lottery', { lottery_id: 999999 }, ['lottery_id']],
    ['a missing symbol image', { symbols: [{ number: '5', name: 'León', image_id: 999999 }] }, ['symbols.0.image_id']],
  ])('refuses %s with a 400 on the field', async (_label, change, fields) => {
    const answer = await call('POST', pathOf(contracts.createProduct), animalitos(`Inválido ${Math.random()}`, change));
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer.json())).toEqual(expect.arrayContaining(fields));
    expect(answer.json().fields.every((f: { message: string }) => /[a-záéíóúñ]/i.test(f.message))).toBe(true);
  });

  it('refuses symbols on a triple', async () => {
    const answer = await call('POST', pathOf(contracts.createProduct), {
      lottery_id: lotteryId,
      name: 'Triple raro',
      product_type: 'TRIPLE',
      symbols: [{ number: '1', name: 'X' }],
    });
    expect(answer.json().fields).toEqual([
      { field: 'symbols', message: 'Solo los productos de animalitos tienen símbolos.' },
    ]);
  });
});

describe('updating and deleting a product', () => {
  it('syncs the symbol set: renamed, added, and removed ones deactivated (never deleted)', async () => {
    const { id } = (await call('POST', pathOf(contracts.createProduct), animalitos('Granja Chica'))).json();
    const answer = await call(
      'PUT',
      pathOf(contracts.updateProduct, { id }),
      animalitos('Granja Chica', {
        symbols: [
          { number: '00', name: 'Ballena Azul' },
          { number: '0', name: 'Delfín' },
          { number: '2', name: 'Toro' },
        ],
        bet_types: [{ code: 'ANIMALITO', multiplier: '35' }],
      }),
    );
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    expect(product.symbols.map((s: { number: string; name: string }) => `${s.number} ${s.name}`)).toEqual([
      '00 Ballena Azul',
      '0 Delfín',
      '2 Toro',
    ]);
    expect(Number(product.bet_types[0].multiplier)).toBe(35);
    const rows = await t.database.db.select().from(productSymbols).where(eq(productSymbols.productId, id));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.number === '1')).toMatchObject({ name: 'Carnero', status: 'INACTIVE' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'product_symbol'));
    const carnero = rows.find((row) => row.number === '1')!;
    expect(audits.filter((a) => a.entityId === String(carnero.id)).map((a) => a.action)).toEqual([
      'CREATE',
      'DEACTIVATE',
    ]);
  });

  it('keeps the product type, and answers 404 for an unknown product', async () => {
    const { id } = (await call('POST', pathOf(contracts.createProduct), animalitos('Cambia Tipo'))).json();
    const answer = await call('PUT', pathOf(contracts.updateProduct, { id }), {
      lottery_id: lotteryId,
      name: 'Cambia Tipo',
      product_type: 'TRIPLE',
    });
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer.json())).toEqual(['product_type']);
    expect((await call('PUT', pathOf(contracts.updateProduct, { id: 999999 }), animalitos('Nadie'))).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', pathOf(contracts.deleteProduct, { id: 999999 }))).statusCode).toBe(404);
  });

  it('deletes softly: product INACTIVE, its symbols kept for past tickets', async () => {
    const { id } = (await call('POST', pathOf(contracts.createProduct), animalitos('Se Va'))).json();
    const answer = await call('DELETE', pathOf(contracts.deleteProduct, { id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'INACTIVE', symbols: expect.any(Array) });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.status).toBe('INACTIVE');
    expect(await t.database.db.select().from(productSymbols).where(eq(productSymbols.productId, id))).toHaveLength(3);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'DEACTIVATE')));
    expect(audit).toMatchObject({
      before: expect.objectContaining({ status: 'ACTIVE' }),
      after: expect.objectContaining({ status: 'INACTIVE' }),
    });
  });

  it('is refused to anyone but a banca administrator', async () => {
    for (const username of ['supervisor', 'distribuidor', 'taquilla']) {
      const { access_token } = await signInAs(t.app, username);
      expect(
        (await call('GET', pathOf(contracts.getProduct, { id: lottoActivoId }), undefined, access_token)).statusCode,
        username,
      ).toBe(403);
      expect(
        (await call('DELETE', pathOf(contracts.deleteProduct, { id: lottoActivoId }), undefined, access_token))
          .statusCode,
        username,
      ).toBe(403);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, lottoActivoId));
    expect(row!.status).toBe('ACTIVE');
  });
});
