import { getEffectiveQuotas } from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { cuposAboveTopes } from '../../modules/quotas';
import { commissions, partners, regularQuotas, topQuotas } from '../schema';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('demo limits', () => {
  it('give every banca topes, and no cupo stands above its banca’s tope', async () => {
    const db = t.database.db;
    const all = await db
      .select({ quota: regularQuotas, path: partners.path })
      .from(regularQuotas)
      .innerJoin(partners, eq(partners.id, regularQuotas.partnerId));
    const topes = await db.select().from(topQuotas);
    expect(new Set(topes.map((tope) => tope.bancaId)).size).toBe(3);
    for (const bancaId of new Set(topes.map((tope) => tope.bancaId))) {
      const cupos = all.filter((row) => row.path.startsWith(`/${bancaId}/`)).map((row) => row.quota);
      expect(cupos.length).toBeGreaterThan(0);
      expect(
        cuposAboveTopes(
          cupos,
          topes.filter((tope) => tope.bancaId === bancaId),
        ),
      ).toEqual([]);
    }
    expect((await db.select().from(commissions)).length).toBeGreaterThan(0);
  });

  it('show a taquilla of Agencia Centro 1 a cupo for one draw inherited from its agency', async () => {
    const { access_token } = await signInAs(t.app, 'admin');
    const [taquilla] = await t.database.db.select().from(partners).where(eq(partners.code, 'ACE1-T1'));
    const answer = await t.app.inject({
      method: 'GET',
      url: getEffectiveQuotas.path.replace(':partnerId', String(taquilla!.id)),
      headers: bearer(access_token),
    });
    const rows = answer.json().data as {
      draw: { name: string } | null;
      amount: string;
      origin: { name: string } | null;
    }[];
    expect(rows.find((row) => row.draw?.name === 'Lotto Activo 19:00')).toMatchObject({
      amount: '50000',
      origin: { name: 'Agencia Centro 1' },
    });
    expect(rows.find((row) => row.draw === null && row.origin?.name === 'Distribuidora Centro')).toMatchObject({
      amount: '150000',
    });
  });
});
