import {
  acknowledgeAlert,
  ANOMALY_RULE_DEFAULTS,
  checkPrize,
  countOpenAlerts,
  dismissAlert,
  exportAlerts,
  listAlerts,
  listAnomalyRules,
  pathOf,
  updateAnomalyRule,
  type Alert,
  type AnomalyRule,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { watchAnomalies } from './anomaly-watch';

/**
 * The alerts' endpoints (ADR 061) on alerts raised by refused prize codes: the refusals recorded,
 * the bell told to the right people, the list, badge and export scoped, acknowledging and dismissing
 * audited, the rules read and edited with Spanish validation.
 */

let t: TestApp;
const token: Record<string, string> = {};
const PEOPLE = ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'];

beforeAll(async () => {
  t = await build();
  for (const name of PEOPLE) token[name] = (await signInAs(t.app, name)).access_token;
}, 60_000);
afterAll(() => t.close());

const get = (who: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(token[who]!) });
const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]!) });
const alertsOf = async (who: string, query: Record<string, string> = {}) =>
  (await get(who, listAlerts.path, query)).json<{ data: Alert[]; total: number }>();
const db = () => t.database.db;

/** Five refused codes by a user at a taquilla, twenty minutes ago (straight into the table). */
async function refused(taquilla: string, username: string, serial: string) {
  await db().execute(
    sql`INSERT INTO prize_code_failures (banca_id, taquilla_id, user_id, serial, at)
        SELECT split_part(p.path, '/', 2)::int, p.id, u.id, ${serial}, now() - interval '20 minutes'
          FROM partners p, users u, generate_series(1, 5) WHERE p.code = ${taquilla} AND u.username = ${username}`,
  );
}

describe('alerts', () => {
  it('records every refused prize code, and the watch raises one alert per serial and per user, told to A, S and the distributors above', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await post('taquilla', checkPrize.path, { serial: '9999999901', security_code: 'ZZZZZZZZ' });
      expect(answer.statusCode).toBe(404);
    }
    const [recorded] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM prize_code_failures f JOIN users u ON u.id = f.user_id
           WHERE u.username = 'taquilla' AND f.serial = '9999999901' AND f.ticket_id IS NULL`,
    );
    expect(recorded!.n).toBe(5);
    await db().execute(sql`INSERT INTO users (username, password_hash, name, role, partner_id)
      SELECT 'vend-aor1', password_hash, 'Vendedor Oriente', 'VEND_TAQUILLA', (SELECT id FROM partners WHERE code = 'AOR1-T1')
        FROM users WHERE username = 'admin'`);
    await refused('AOR1-T1', 'vend-aor1', '9999999902');
    await refused('APA1-T1', 'admin.pa', '9999999903');

    expect(await watchAnomalies(db(), 'America/Caracas')).toEqual({ raised: 6, FAILED_PRIZE_CODES: 6 });
    expect(await watchAnomalies(db(), 'America/Caracas')).toEqual({ raised: 0 });

    const told = await rowsOf<{ username: string; n: number }>(
      db(),
      sql`SELECT u.username, count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
           WHERE n.kind = 'ANOMALY_ALERT' GROUP BY u.username ORDER BY u.username`,
    );
    expect(told).toEqual([
      { username: 'admin', n: 4 },
      { username: 'admin.pa', n: 2 },
      { username: 'distribuidor', n: 2 },
      { username: 'distribuidor2', n: 2 },
      { username: 'supervisor', n: 4 },
    ]);
  });

  it('lists each caller its own part: A and S their banca, D its branch; agencies and taquillas are refused', async () => {
    const admin = await alertsOf('admin');
    expect(admin.total).toBe(4);
    const codes = await rowsOf<{ id: number; code: string }>(db(), sql`SELECT id, code FROM partners`);
    const codeOf = (id: number) => codes.find((p) => p.id === id)?.code;
    expect(admin.data.map((a) => codeOf(a.partner.id)).sort()).toEqual(['ACE1-T1', 'ACE1-T1', 'AOR1-T1', 'AOR1-T1']);
    const branchName = admin.data.find((a) => codeOf(a.partner.id) === 'ACE1-T1')!.partner.name;
    expect((await alertsOf('supervisor')).total).toBe(4);
    const branch = await alertsOf('distribuidor');
    expect(branch.data.map((a) => a.evidence)).toEqual(
      expect.arrayContaining([
        { serial: '9999999901', attempts: 5, minutes: 60, taquillas: [branchName] },
        { user: 'taquilla', attempts: 5, minutes: 60, taquillas: [branchName] },
      ]),
    );
    expect(branch.total).toBe(2);
    expect((await alertsOf('distribuidor2')).total).toBe(2);
    expect((await alertsOf('admin.pa')).total).toBe(2);
    expect((await get('agencia', listAlerts.path)).statusCode).toBe(403);
    expect((await get('taquilla', listAlerts.path)).statusCode).toBe(403);
    expect((await get('taquilla', countOpenAlerts.path)).statusCode).toBe(403);
    expect((await get('admin', countOpenAlerts.path)).json()).toEqual({ open: 4 });
    expect((await get('distribuidor', countOpenAlerts.path)).json()).toEqual({ open: 2 });
    // Filters: a branch inside the scope, a branch outside it (404), a kind, a status.
    const [dor] = await rowsOf<{ id: number }>(db(), sql`SELECT id FROM partners WHERE code = 'DOR'`);
    expect((await alertsOf('admin', { partner_id: String(dor!.id) })).total).toBe(2);
    expect((await get('distribuidor', listAlerts.path, { partner_id: String(dor!.id) })).statusCode).toBe(404);
    expect((await alertsOf('admin', { kind: 'SELLER_RATE' })).total).toBe(0);
    expect((await alertsOf('admin', { status: 'ABIERTA', kind: 'FAILED_PRIZE_CODES' })).total).toBe(4);
    const bad = await get('admin', listAlerts.path, { status: 'CERRADA' });
    expect(bad.statusCode).toBe(400);
  });

  it('acknowledges and dismisses with a note, audited; an outsider gets 404 and nothing changes', async () => {
    const [mine, other] = (await alertsOf('distribuidor')).data;
    const [far] = (await alertsOf('distribuidor2')).data;
    expect(
      (await post('distribuidor', pathOf(acknowledgeAlert, { id: far!.id }), { note: 'Revisado' })).statusCode,
    ).toBe(404);
    expect((await post('admin.pa', pathOf(dismissAlert, { id: mine!.id }), { note: 'Revisado' })).statusCode).toBe(404);
    expect((await post('agencia', pathOf(dismissAlert, { id: mine!.id }), { note: 'Revisado' })).statusCode).toBe(403);
    const noNote = await post('distribuidor', pathOf(acknowledgeAlert, { id: mine!.id }), {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toContainEqual({ field: 'note', message: 'Indique una nota.' });
    expect((await get('admin', countOpenAlerts.path)).json()).toEqual({ open: 4 });

    const acked = await post('distribuidor', pathOf(acknowledgeAlert, { id: mine!.id }), {
      note: 'Llamé a la taquilla',
    });
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json<Alert>()).toMatchObject({
      status: 'RECONOCIDA',
      note: 'Llamé a la taquilla',
      handled_by: 'distribuidor',
    });
    const again = await post('admin', pathOf(dismissAlert, { id: mine!.id }), { note: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La alerta ya fue reconocida.');
    const dismissed = await post('supervisor', pathOf(dismissAlert, { id: other!.id }), {
      note: 'Error de tipeo del cliente',
    });
    expect(dismissed.json<Alert>()).toMatchObject({ status: 'DESCARTADA', handled_by: 'supervisor' });

    const audit = await rowsOf<{ action: string; username: string; after: { status: string; note: string } }>(
      db(),
      sql`SELECT action, username, after FROM audit_log WHERE entity = 'alert' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'ACKNOWLEDGE', username: 'distribuidor', after: { status: 'RECONOCIDA', note: 'Llamé a la taquilla' } },
      {
        action: 'DISMISS',
        username: 'supervisor',
        after: { status: 'DESCARTADA', note: 'Error de tipeo del cliente' },
      },
    ]);
    expect((await get('admin', countOpenAlerts.path)).json()).toEqual({ open: 2 });
    expect((await alertsOf('admin', { status: 'RECONOCIDA' })).data.map((a) => a.id)).toEqual([mine!.id]);
  });

  it('exports the caller’s alerts with the list’s filters', async () => {
    const file = await post('distribuidor', exportAlerts.path, { format: 'csv' });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('alertas');
    expect(file.body).toContain('9999999901');
    expect(file.body).not.toContain('9999999902');
    const all = await post('admin', exportAlerts.path, { format: 'csv', status: 'ABIERTA' });
    expect(all.body).toContain('9999999902');
    expect(all.body).not.toContain('9999999901');
    expect((await post('taquilla', exportAlerts.path, { format: 'csv' })).statusCode).toBe(403);
  });
});

describe('anomaly rules', () => {
  const rulesOf = async (who: string) => (await get(who, listAnomalyRules.path)).json<{ data: AnomalyRule[] }>().data;
  const patch = (who: string, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: pathOf(updateAnomalyRule, { id }), payload, headers: bearer(token[who]!) });

  it('start at the defaults for every banca, a new one included', async () => {
    const rules = await rulesOf('admin');
    expect(Object.fromEntries(rules.map((r) => [r.kind, r.params]))).toEqual(ANOMALY_RULE_DEFAULTS);
    expect((await rulesOf('supervisor')).length).toBe(8);
    const [banca] = await rowsOf<{ id: number }>(
      db(),
      sql`INSERT INTO partners (kind, code, name, country_iso2, currency, path, depth)
          VALUES ('BANCA', 'BALERTA', 'Banca alerta', 'VE', 'BS', '', 0) RETURNING id`,
    );
    const fresh = await rowsOf<{ kind: string; params: object }>(
      db(),
      sql`SELECT kind, params FROM anomaly_rules WHERE banca_id = ${banca!.id}`,
    );
    expect(Object.fromEntries(fresh.map((r) => [r.kind, r.params]))).toEqual(ANOMALY_RULE_DEFAULTS);
  });

  it('lets only the administrator change them, validated per kind in Spanish, audited', async () => {
    const rate = (await rulesOf('admin')).find((r) => r.kind === 'SELLER_RATE')!;
    expect((await get('distribuidor', listAnomalyRules.path)).statusCode).toBe(403);
    expect((await patch('supervisor', rate.id, { active: false })).statusCode).toBe(403);
    expect((await patch('admin.pa', rate.id, { active: false })).statusCode).toBe(404);
    const low = await patch('admin', rate.id, { params: { factor: 1, min_tickets: 20, history_days: 14 } });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toContainEqual({
      field: 'params.factor',
      message: 'El factor debe estar entre 2 y 100.',
    });
    const stray = await patch('admin', rate.id, { params: { ...rate.params, minutes: 3 } });
    expect(stray.json().fields).toContainEqual({ field: 'params', message: 'La regla no tiene ese parámetro.' });
    expect((await rulesOf('admin')).find((r) => r.id === rate.id)).toEqual(rate);

    const changed = await patch('admin', rate.id, {
      params: { factor: 6, min_tickets: 30, history_days: 21 },
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AnomalyRule>()).toMatchObject({
      active: false,
      params: { factor: 6, min_tickets: 30, history_days: 21 },
    });
    const audit = await rowsOf<{ action: string; username: string }>(
      db(),
      sql`SELECT action, username FROM audit_log WHERE entity = 'anomaly_rule' AND entity_id = ${String(rate.id)}`,
    );
    expect(audit).toEqual([{ action: 'UPDATE', username: 'admin' }]);
  });
});
