import * as contracts from '@banca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build';
import { bearer, buildSignedIn, signInAs } from '../../../test/session';
import { auditLog, lotteries, productCategories } from '../../db/schema';
import { pathOf } from '../../../test/paths';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, token: admin } = await buildSignedIn()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const auditsOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('lotteries', () => {
  it('lists the demo lotteries with paging, search, sort and product counts', async () => {
    const all = await call('GET', `${pathOf(contracts.listLotteries)}?sort=name&order=asc`);
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['La Granjita', 'Lotto Activo', 'Polla Animalitos', 'Triple Caracas', 'Triple Zulia']),
    );
    const lotto = page.data.find((row: { name: string }) => row.name === 'Lotto Activo');
    expect(lotto).toMatchObject({
      abbreviation: 'LA',
      status: 'ACTIVE',
      product_count: 1,
      logo_url: `/api/v1/models/image/${lotto.logo_image_id}`,
    });
    const triples = (await call('GET', `${pathOf(contracts.listLotteries)}?search=triple&sort=name&order=desc`)).json();
    expect(triples.data.map((row: { name: string }) => row.name)).toEqual(['Triple Zulia', 'Triple Caracas']);
    expect((await call('GET', `${pathOf(contracts.listLotteries)}?per_page=2&page=1`)).json().data).toHaveLength(2);
    expect((await call('GET', `${pathOf(contracts.listLotteries)}?sort=logo`)).statusCode).toBe(400);
  });

  it('creates a lottery and audits it in the same change', async () => {
    const answer = await call('POST', pathOf(contracts.createLottery), { name: 'Lotto Rey', abbreviation: 'LR' });
    expect(answer.statusCode).toBe(200);
    const lottery = answer.json();
    expect(lottery).toMatchObject({
      name: 'Lotto Rey',
      abbreviation: 'LR',
      status: 'ACTIVE',
      logo_image_id: null,
      logo_url: null,
      product_count: 0,
    });
    const audits = await auditsOf('lottery', lottery.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'CREATE',
      username: 'admin',
      after: expect.objectContaining({ name: 'Lotto Rey' }),
    });
  });

  it('refuses a duplicate name, whatever its case, with a 409 naming the field', async () => {
    const answer = await call('POST', pathOf(contracts.createLottery), { name: 'lotto ACTIVO', abbreviation: 'X' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'name', message: 'Ya existe una lotería llamada «lotto ACTIVO».' }],
    });
  });

  it('validates the body with Spanish messages per field', async () => {
    const answer = await call('POST', pathOf(contracts.createLottery), {
      name: '  ',
      abbreviation: 'DEMASIADO-LARGA',
      status: 'BORRADO',
      logo_image_id: 'x',
    });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields.map((f: { field: string; message: string }) => `${f.field}: ${f.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name: El nombre es obligatorio.',
        'abbreviation: La abreviatura no puede tener más de 12 caracteres.',
        'status: El estado debe ser ACTIVE o INACTIVE.',
        'logo_image_id: La imagen debe ser un identificador numérico.',
      ]),
    );
    const missingImage = await call('POST', pathOf(contracts.createLottery), {
      name: 'Con logo perdido',
      abbreviation: 'CLP',
      logo_image_id: 999999,
    });
    expect(missingImage.statusCode).toBe(400);
    expect(missingImage.json().fields).toEqual([
      { field: 'logo_image_id', message: 'La imagen no existe. Súbala de nuevo.' },
    ]);
  });

  it('updates a lottery (keeping its own name is fine) and audits before and after', async () => {
    const { id } = (
      await call('POST', pathOf(contracts.createLottery), { name: 'Lotto Plus', abbreviation: 'LP' })
    ).json();
    const answer = await call('PUT', pathOf(contracts.updateLottery, { id }), {
      name: 'Lotto Plus',
      abbreviation: 'LPL',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().abbreviation).toBe('LPL');
    const [, update] = await auditsOf('lottery', id);
    expect(update).toMatchObject({
      action: 'UPDATE',
      before: expect.objectContaining({ abbreviation: 'LP' }),
      after: expect.objectContaining({ abbreviation: 'LPL' }),
    });
    expect(
      (await call('PUT', pathOf(contracts.updateLottery, { id }), { name: 'Triple Zulia', abbreviation: 'TZ' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', pathOf(contracts.updateLottery, { id: 999999 }), { name: 'Nadie', abbreviation: 'N' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes softly: the row stays, INACTIVE, and the change is audited', async () => {
    const { id } = (
      await call('POST', pathOf(contracts.createLottery), { name: 'Lotto Efímero', abbreviation: 'LE' })
    ).json();
    const answer = await call('DELETE', pathOf(contracts.deleteLottery, { id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('INACTIVE');
    const [row] = await t.database.db.select().from(lotteries).where(eq(lotteries.id, id));
    expect(row!.status).toBe('INACTIVE');
    expect((await auditsOf('lottery', id)).map((a) => a.action)).toEqual(['CREATE', 'DEACTIVATE']);
    const inactive = (await call('GET', `${pathOf(contracts.listLotteries)}?status=INACTIVE`)).json();
    expect(inactive.data.map((l: { id: number }) => l.id)).toContain(id);
    expect((await call('DELETE', pathOf(contracts.deleteLottery, { id: 999999 }))).statusCode).toBe(404);
  });

  it('is for banca administrators only', async () => {
    for (const username of ['supervisor', 'distribuidor', 'agencia', 'taquilla']) {
      const { access_token } = await signInAs(t.app, username);
      expect((await call('GET', pathOf(contracts.listLotteries), undefined, access_token)).statusCode, username).toBe(
        403,
      );
      expect(
        (await call('POST', pathOf(contracts.createLottery), { name: 'Intrusa', abbreviation: 'I' }, access_token))
          .statusCode,
        username,
      ).toBe(403);
    }
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteries)
      .where(eq(lotteries.name, 'Intrusa'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('product categories', () => {
  it('creates, renames, refuses duplicates and deactivates softly', async () => {
    const created = await call('POST', pathOf(contracts.createCategory), { name: 'Loterías tradicionales' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect((await call('POST', pathOf(contracts.createCategory), { name: 'ANIMALITOS' })).json()).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'name' }],
    });
    expect((await call('PUT', pathOf(contracts.updateCategory, { id }), { name: 'Tradicionales' })).json().name).toBe(
      'Tradicionales',
    );
    expect((await call('DELETE', pathOf(contracts.deleteCategory, { id }))).json().status).toBe('INACTIVE');
    const [row] = await t.database.db.select().from(productCategories).where(eq(productCategories.id, id));
    expect(row).toMatchObject({ name: 'Tradicionales', status: 'INACTIVE' });
    expect((await auditsOf('product_category', id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DEACTIVATE']);
    const listed = (await call('GET', `${pathOf(contracts.listCategories)}?search=anima`)).json();
    expect(listed.data).toEqual([expect.objectContaining({ name: 'Animalitos', product_count: 2 })]);
  });
});
