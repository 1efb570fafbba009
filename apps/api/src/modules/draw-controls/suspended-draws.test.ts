import { getSuspendedDraws, liftSuspension, suspendDraw, type SuspendableDraw } from '@banca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drawOccurrences, partners, suspendedDraws } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
const token: Record<string, string> = {};
const p: Record<string, number> = {};
let day = 0;

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'supervisor', 'admin.pa']) token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await t.database.db.select().from(partners)) p[row.code] = row.id;
});
afterAll(() => t.close());

/** An open occurrence of a Lotto Activo draw on a far date of its own (never today's calendar). */
async function openOccurrence(): Promise<{ id: number; date: string }> {
  day++;
  const [row] = await rowsOf<{ id: number; draw_date: string }>(
    t.database.db,
    sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
        SELECT d.id, d.product_id, DATE '2098-01-01' + ${day}::int, now() - interval '1 hour',
               now() + interval '70 minutes', now() + interval '1 hour'
          FROM draws d JOIN products p ON p.id = d.product_id
         WHERE p.name = 'Lotto Activo' ORDER BY d.draw_time LIMIT 1
        RETURNING id, draw_date::text`,
  );
  return { id: row!.id, date: row!.draw_date };
}

const suspend = (who: string, payload: object) =>
  t.app.inject({ method: 'POST', url: suspendDraw.path, headers: bearer(token[who]!), payload });
const lift = (who: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: pathOf(liftSuspension, { id }), headers: bearer(token[who]!) });
const board = async (who: string, date?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: getSuspendedDraws.path,
    query: date ? { date } : {},
    headers: { ...bearer(token[who]!), ...headers },
  });
const drawOf = async (who: string, occurrence: { id: number; date: string }): Promise<SuspendableDraw> =>
  (await board(who, occurrence.date)).json().draws.find((d: SuspendableDraw) => d.occurrence_id === occurrence.id);
const liveCount = async (occurrenceId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(suspendedDraws)
      .where(and(eq(suspendedDraws.occurrenceId, occurrenceId), sql`${suspendedDraws.liftedAt} IS NULL`))
  )[0]!.n;

describe('GET suspended-draws', () => {
  it('lists today’s draws (in the caller’s zone) with their state, grouped by lottery', async () => {
    const answer = await board('admin', undefined, { 'x-timezone': 'America/Caracas' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const [today] = await rowsOf<{ d: string }>(
      t.database.db,
      sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS d`,
    );
    expect(body.date).toBe(today!.d);
    expect(body.draws.length).toBeGreaterThan(0);
    expect(body.draws.every((d: SuspendableDraw) => d.draw_date === body.date)).toBe(true);
    const lotteries = body.draws.map((d: SuspendableDraw) => d.lottery_name);
    expect(lotteries).toEqual([...lotteries].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(body.draws[0]).toMatchObject({ suspensions: [], result_number: null });
    expect(['SCHEDULED', 'OPEN', 'CLOSED']).toContain(body.draws[0].state);
  });

  it('rejects a malformed date naming the field', async () => {
    const answer = await board('admin', '2025-02-30');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([{ field: 'date', message: 'La fecha no es válida.' }]);
  });
});

describe('POST suspended-draws', () => {
  it('suspends a draw for the whole banca by default: its state turns SUSPENDED, and it is logged', async () => {
    const occurrence = await openOccurrence();
    expect((await drawOf('admin', occurrence)).state).toBe('OPEN');
    const answer = await suspend('supervisor', { occurrence_id: occurrence.id, reason: 'Falla del proveedor' });
    expect(answer.statusCode).toBe(200);
    const suspension = answer.json();
    expect(suspension).toMatchObject({
      occurrence_id: occurrence.id,
      partner_id: p.BVE,
      partner_name: 'Banca Venezuela',
      partner_kind: 'BANCA',
      reason: 'Falla del proveedor',
      created_by: 'Simón Supervisor',
      lifted_at: null,
    });
    const draw = await drawOf('admin', occurrence);
    expect(draw.state).toBe('SUSPENDED');
    expect(draw.suspensions.map((s) => s.id)).toEqual([suspension.id]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SUSPEND'), eq(auditLog.entityId, String(suspension.id))));
    expect(audit).toMatchObject({
      username: 'supervisor',
      entity: 'suspended_draw',
      subjectPartnerId: p.BVE,
      after: { reason: 'Falla del proveedor', partner_name: 'Banca Venezuela' },
    });
    expect((audit!.after as { sorteo: string }).sorteo).toMatch(/^Lotto Activo \d{2}:\d{2} del 2098-/);

    // Another banca sees the same draw, neither suspended nor with the suspension.
    const pa = await drawOf('admin.pa', occurrence);
    expect(pa.state).toBe('OPEN');
    expect(pa.suspensions).toEqual([]);
  });

  it('refuses the same live suspension twice (409)', async () => {
    const occurrence = await openOccurrence();
    expect((await suspend('admin', { occurrence_id: occurrence.id, reason: 'Revisión' })).statusCode).toBe(200);
    const again = await suspend('supervisor', { occurrence_id: occurrence.id, reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual([
      { field: 'occurrence_id', message: 'El sorteo ya está suspendido para Banca Venezuela.' },
    ]);
    expect(await liveCount(occurrence.id)).toBe(1);
  });

  it('suspends for one agency of the subtree: listed to the banca, whose own view stays open', async () => {
    const occurrence = await openOccurrence();
    const answer = await suspend('admin', { occurrence_id: occurrence.id, partner_id: p.ACE1, reason: 'Auditoría' });
    expect(answer.statusCode).toBe(200);
    const draw = await drawOf('admin', occurrence);
    expect(draw.state).toBe('OPEN');
    expect(draw.suspensions).toMatchObject([{ partner_name: 'Agencia Centro 1', partner_kind: 'AGENCIA' }]);
  });

  it('refuses an occurrence with a result (422), an unknown one and a missing reason (400)', async () => {
    const occurrence = await openOccurrence();
    await t.database.db
      .update(drawOccurrences)
      .set({ resultNumber: '5', resultedAt: new Date() })
      .where(eq(drawOccurrences.id, occurrence.id));
    const resulted = await suspend('admin', { occurrence_id: occurrence.id, reason: 'Tarde' });
    expect(resulted.statusCode).toBe(422);
    expect(resulted.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'El sorteo ya tiene resultado: no se puede suspender.',
      fields: [{ field: 'occurrence_id' }],
    });
    const unknown = await suspend('admin', { occurrence_id: 99_999_999, reason: 'Nada' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'occurrence_id', message: 'El sorteo no existe.' }]);
    const noReason = await suspend('admin', { occurrence_id: occurrence.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([
      { field: 'reason', message: 'El motivo debe tener al menos 3 caracteres.' },
    ]);
    expect(await liveCount(occurrence.id)).toBe(0);
  });

  it('treats a partner of another banca as unknown (404)', async () => {
    const occurrence = await openOccurrence();
    const answer = await suspend('admin.pa', { occurrence_id: occurrence.id, partner_id: p.BVE, reason: 'Ajena' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('El asociado no existe.');
    expect(await liveCount(occurrence.id)).toBe(0);
  });
});

describe('DELETE suspended-draws/:id', () => {
  it('lifts a suspension: the draw is open again, the lift is logged, and lifting twice changes nothing', async () => {
    const occurrence = await openOccurrence();
    const suspension = (await suspend('admin', { occurrence_id: occurrence.id, reason: 'Corte eléctrico' })).json();

    const outsider = await lift('admin.pa', suspension.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('La suspensión no existe.');
    expect(await liveCount(occurrence.id)).toBe(1);

    const answer = await lift('supervisor', suspension.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: suspension.id, lifted_by: 'Simón Supervisor' });
    expect(answer.json().lifted_at).not.toBeNull();
    const draw = await drawOf('admin', occurrence);
    expect(draw.state).toBe('OPEN');
    expect(draw.suspensions).toEqual([]);

    const lifts = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'LIFT'), eq(auditLog.entityId, String(suspension.id))))
      )[0]!.n;
    expect(await lifts()).toBe(1);
    expect((await lift('admin', suspension.id)).statusCode).toBe(200);
    expect(await lifts()).toBe(1);
  });
});
