import {
  createDraw,
  deleteDraw,
  getDrawDetail,
  listDraws,
  listGeneralDraws,
  updateDraw,
  type EndpointContract,
} from '@banca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { auditLog, draws, products } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { ensureOccurrences } from './occurrence-repository';

let t: TestApp;
let admin: string;
let lottoId: number;
let caracasId: number;
beforeAll(async () => {
  t = await build();
  admin = (await signInAs(t.app, 'admin')).access_token;
  const rows = await t.database.db.select().from(products);
  lottoId = rows.find((p) => p.name === 'Lotto Activo')!.id;
  caracasId = rows.find((p) => p.name === 'Triple Caracas')!.id;
});
afterAll(() => t.close());

interface Call {
  id?: number;
  query?: Record<string, string>;
  payload?: object;
  token?: string;
}
/** Calls an endpoint by its contract: its method, and its path with `id` filled in. */
const call = (contract: Pick<EndpointContract, 'method' | 'path'>, { id, query, payload, token = admin }: Call = {}) =>
  t.app.inject({
    method: contract.method,
    url: pathOf(contract, id === undefined ? {} : { id }),
    headers: bearer(token),
    ...(query ? { query } : {}),
    ...(payload ? { payload } : {}),
  });
const draw = (extra: object = {}) => ({
  product_id: caracasId,
  name: 'Triple Caracas Mañana',
  draw_time: '10:00',
  slot: 1,
  display_order: 1,
  weekdays: [6, 1, 2, 3, 4, 5],
  close_minutes: 10,
  ...extra,
});

describe('listing draws', () => {
  it('lists a product’s draws by time with slot names, for A, S and D', async () => {
    for (const username of ['admin', 'supervisor', 'distribuidor']) {
      const { access_token } = await signInAs(t.app, username);
      const answer = await call(listDraws, {
        query: { product_id: String(lottoId), sort: 'draw_time' },
        token: access_token,
      });
      expect(answer.statusCode, username).toBe(200);
      const page = answer.json();
      expect(page.total).toBe(12);
      expect(page.data[0]).toMatchObject({
        draw_time: '08:00',
        slot: 1,
        slot_name: 'Mañana',
        product_name: 'Lotto Activo',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      });
      expect(page.data[11]).toMatchObject({ draw_time: '19:00', slot: 3, slot_name: 'Noche' });
    }
    const evening = (await call(listDraws, { query: { slot: '3', product_id: String(caracasId) } })).json();
    expect(evening.data.map((d: { draw_time: string }) => d.draw_time)).toEqual(['19:00']);
  });

  it('is refused to ticket-office roles', async () => {
    for (const username of ['agencia', 'taquilla', 'polla']) {
      const { access_token } = await signInAs(t.app, username);
      expect((await call(listDraws, { token: access_token })).statusCode, username).toBe(403);
    }
  });
});

describe('draw detail', () => {
  it('shows the draw with its product’s bet types and multipliers', async () => {
    const [first] = await t.database.db.select().from(draws).where(eq(draws.productId, caracasId)).limit(1);
    const detail = (await call(getDrawDetail, { id: first!.id })).json();
    expect(
      detail.bet_types.map((b: { code: string; multiplier: string }) => `${b.code} ${Number(b.multiplier)}`),
    ).toEqual(['TRIPLE 600', 'TERMINAL 60', 'TRIPLE_SIGNO 6000', 'TERMINAL_SIGNO 600']);
    expect((await call(getDrawDetail, { id: 999999 })).statusCode).toBe(404);
    const { access_token } = await signInAs(t.app, 'supervisor');
    expect((await call(getDrawDetail, { id: first!.id, token: access_token })).statusCode).toBe(403);
  });
});

describe('changing draws', () => {
  it('creates a draw (weekdays kept in order) and audits it', async () => {
    const answer = await call(createDraw, { payload: draw() });
    expect(answer.statusCode).toBe(200);
    const created = answer.json();
    expect(created).toMatchObject({
      draw_time: '10:00',
      slot_name: 'Mañana',
      weekdays: [1, 2, 3, 4, 5, 6],
      status: 'ACTIVE',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'draw'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ action: 'CREATE', after: expect.objectContaining({ draw_time: '10:00' }) });
  });

  it('refuses a second draw of the product at the same time with a 409 on draw_time', async () => {
    const answer = await call(createDraw, { payload: draw({ draw_time: '13:00', name: 'Otro' }) });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields).toEqual([
      { field: 'draw_time', message: 'Ya existe un sorteo de «Triple Caracas» a las 13:00.' },
    ]);
  });

  it('validates time, slot, order, weekdays, close minutes and product with Spanish messages', async () => {
    const answer = await call(createDraw, {
      payload: draw({ draw_time: '25:00', slot: 4, display_order: 8, weekdays: [1, 1, 7], close_minutes: -1 }),
    });
    expect(answer.statusCode).toBe(400);
    const messages = Object.fromEntries(
      answer.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(messages).toMatchObject({
      draw_time: 'La hora debe tener el formato HH:MM, de 00:00 a 23:59.',
      slot: 'El turno debe ser 1 (Mañana), 2 (Tarde) o 3 (Noche).',
      display_order: 'El orden debe ser un número del 1 al 7.',
      'weekdays.2': 'Cada día debe ser un número del 0 (domingo) al 6 (sábado).',
      close_minutes: 'Los minutos de cierre no pueden ser negativos.',
    });
    expect((await call(createDraw, { payload: draw({ weekdays: [] }) })).json().fields).toEqual([
      { field: 'weekdays', message: 'Seleccione al menos un día.' },
    ]);
    expect((await call(createDraw, { payload: draw({ product_id: 999999 }) })).json().fields).toEqual([
      { field: 'product_id', message: 'El producto no existe.' },
    ]);
  });

  it('updates a draw, and deactivates it softly so the sellers’ lookup no longer lists it', async () => {
    const { id } = (
      await call(createDraw, { payload: draw({ draw_time: '21:00', slot: 3, name: 'Triple Caracas Noche' }) })
    ).json();
    const updated = await call(updateDraw, {
      id,
      payload: draw({ draw_time: '21:30', slot: 3, name: 'Triple Caracas Noche', close_minutes: 15 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ draw_time: '21:30', close_minutes: 15 });
    const { access_token } = await signInAs(t.app, 'taquilla');
    const listed = async () =>
      (await call(listGeneralDraws, { query: { product_id: String(caracasId) }, token: access_token }))
        .json()
        .map((d: { id: number }) => d.id);
    expect(await listed()).toContain(id);
    expect((await call(deleteDraw, { id })).json().status).toBe('INACTIVE');
    expect(await listed()).not.toContain(id);
    const [row] = await t.database.db.select().from(draws).where(eq(draws.id, id));
    expect(row!.status).toBe('INACTIVE');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'draw'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DEACTIVATE']);
    expect((await call(updateDraw, { id: 999999, payload: draw() })).statusCode).toBe(404);
    expect((await call(deleteDraw, { id: 999999 })).statusCode).toBe(404);
  });

  it('lets only the banca administrator change draws', async () => {
    for (const username of ['supervisor', 'distribuidor']) {
      const { access_token } = await signInAs(t.app, username);
      expect(
        (await call(createDraw, { payload: draw({ draw_time: '22:00' }), token: access_token })).statusCode,
        username,
      ).toBe(403);
    }
  });
});

describe('occurrences follow their draw', () => {
  it('moves the close of a coming occurrence when the draw’s time changes', async () => {
    const created = (
      await call(createDraw, {
        payload: draw({ name: 'Triple Caracas Ajuste', draw_time: '21:40', weekdays: [0, 1, 2, 3, 4, 5, 6] }),
      })
    ).json();
    await ensureOccurrences(t.database.db);
    const closeOf = async () =>
      (
        await rowsOf<{ close: string }>(
          t.database.db,
          sql`SELECT to_char(close_at AT TIME ZONE 'America/Caracas', 'HH24:MI') AS close FROM draw_occurrences
               WHERE draw_id = ${created.id} AND draw_at > now() ORDER BY draw_date DESC LIMIT 1`,
        )
      )[0]!;
    expect((await closeOf()).close).toBe('21:30');
    await call(updateDraw, {
      id: created.id,
      payload: draw({
        name: 'Triple Caracas Ajuste',
        draw_time: '21:50',
        close_minutes: 5,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      }),
    });
    expect((await closeOf()).close).toBe('21:45');
  });
});
