import * as contracts from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { ensureLocations } from '../../db/seed/locations';
import { locationMunicipalities } from '../../db/schema';
import { pathOf } from '../../../test/paths';

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await build();
  seller = (await signInAs(t.app, 'taquilla')).access_token;
});
afterAll(() => t.close());

/** A GET of a lookup path (its query string included), as the seller unless another token is given. */
const get = async (path: string, token = seller) => {
  const answer = await t.app.inject({ method: 'GET', url: path, headers: bearer(token) });
  return { status: answer.statusCode, body: answer.json() };
};

describe('general lookups', () => {
  it('answers every signed-in role, and nobody signed out', async () => {
    for (const username of ['admin', 'polla', 'agencia']) {
      const { access_token } = await signInAs(t.app, username);
      expect((await get(pathOf(contracts.listGeneralLotteries), access_token)).status, username).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: pathOf(contracts.listGeneralProducts) })).statusCode).toBe(401);
  });

  it('lists active lotteries, products, categories and bet types', async () => {
    expect((await get(pathOf(contracts.listGeneralLotteries))).body.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['Lotto Activo', 'La Granjita', 'Triple Caracas', 'Triple Zulia']),
    );
    const triples = (await get(`${pathOf(contracts.listGeneralProducts)}?product_type=TRIPLE`)).body;
    expect(triples.map((p: { name: string }) => p.name)).toEqual(['Triple Caracas', 'Triple Zulia']);
    expect((await get(pathOf(contracts.listGeneralCategories))).body.map((c: { name: string }) => c.name)).toEqual([
      'Animalitos',
      'Polla',
      'Triples',
    ]);
    expect((await get(pathOf(contracts.listBetTypes))).body.map((b: { code: string }) => b.code)).toEqual([
      'ANIMALITO',
      'TRIPLE',
      'TERMINAL',
      'TRIPLE_SIGNO',
      'TERMINAL_SIGNO',
    ]);
    expect((await get(`${pathOf(contracts.listGeneralProducts)}?product_type=RULETA`)).status).toBe(400);
  });

  it('lists draws (of one product if asked) and the distinct draw times', async () => {
    const lotto = (await get(pathOf(contracts.listGeneralProducts))).body.find(
      (p: { name: string }) => p.name === 'Lotto Activo',
    );
    const lottoDraws = (await get(`${pathOf(contracts.listGeneralDraws)}?product_id=${lotto.id}`)).body;
    expect(lottoDraws).toHaveLength(12);
    expect(lottoDraws[0]).toMatchObject({ name: 'Lotto Activo 08:00', draw_time: '08:00', slot: 1 });
    const times = (await get(pathOf(contracts.listDrawTimes))).body.map((row: { time: string }) => row.time);
    expect(times).toEqual([...times].sort());
    expect(times).toEqual(expect.arrayContaining(['08:00', '12:45', '16:30', '19:05']));
    expect(new Set(times).size).toBe(times.length);
  });

  it('lists the fixed vocabularies', async () => {
    expect((await get(pathOf(contracts.listDrawTypes))).body).toEqual([
      { id: 1, name: 'Mañana' },
      { id: 2, name: 'Tarde' },
      { id: 3, name: 'Noche' },
    ]);
    expect((await get(pathOf(contracts.listTicketStatuses))).body.map((s: { code: string }) => s.code)).toEqual([
      'ACTIVO',
      'ANULADO',
      'PREMIADO',
      'PERDEDOR',
      'PAGADO',
      'VENCIDO',
    ]);
    expect((await get(pathOf(contracts.listProductTypes))).body.map((s: { code: string }) => s.code)).toEqual([
      'ANIMALITOS',
      'TRIPLE',
      'TERMINAL',
      'POLLA',
    ]);
    expect((await get(pathOf(contracts.listStatuses))).body).toEqual([
      { code: 'ACTIVE', name: 'Activo' },
      { code: 'INACTIVE', name: 'Inactivo' },
    ]);
    expect((await get(pathOf(contracts.listPaymentTypes))).body.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Transferencia bancaria', 'Pago móvil', 'Zelle', 'Efectivo']),
    );
    expect((await get(pathOf(contracts.listPlayTypes))).body.length).toBeGreaterThan(0);
    expect((await get(pathOf(contracts.listExternalSystems))).body.length).toBeGreaterThan(0);
  });
});

describe('locations', () => {
  it("lists Venezuela's 24 federal entities and all 335 municipalities", async () => {
    const states = (await get(pathOf(contracts.listStates))).body;
    expect(states).toHaveLength(24);
    expect(states.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Distrito Capital', 'Zulia', 'La Guaira', 'Táchira', 'Nueva Esparta']),
    );
    let total = 0;
    for (const state of states)
      total += (await get(pathOf(contracts.listMunicipalities, { id: state.id }))).body.length;
    expect(total).toBe(335);
    const zulia = states.find((s: { name: string }) => s.name === 'Zulia');
    const municipalities = (await get(pathOf(contracts.listMunicipalities, { id: zulia.id }))).body;
    expect(municipalities).toHaveLength(21);
    expect(municipalities.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Maracaibo', 'San Francisco', 'Cabimas']),
    );
    const capital = states.find((s: { name: string }) => s.name === 'Distrito Capital');
    expect((await get(pathOf(contracts.listMunicipalities, { id: capital.id }))).body).toEqual([
      { id: expect.any(Number), state_id: capital.id, name: 'Libertador' },
    ]);
  });

  it('answers 404 for an unknown state', async () => {
    expect((await get(pathOf(contracts.listMunicipalities, { id: 999 }))).status).toBe(404);
  });

  it('loads the data file idempotently', async () => {
    expect(await ensureLocations(t.database.db)).toBe(false);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(locationMunicipalities)) as [
      { n: number },
    ];
    expect(n).toBe(335);
  });
});
