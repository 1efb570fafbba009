import {
  createRiskThreshold,
  listRiskThresholds,
  pathOf,
  updateRiskThreshold,
  type RiskThreshold,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';

/** The rules endpoints: who reads and changes them, the defaults, validation in Spanish, audit. */

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'supervisor', 'distribuidor', 'admin.pa']) {
    token[name] = (await signInAs(t.app, name)).access_token;
  }
});
afterAll(() => t.close());

const list = (who: string) =>
  t.app.inject({ method: 'GET', url: listRiskThresholds.path, headers: bearer(token[who]!) });
const create = (who: string, payload: object) =>
  t.app.inject({ method: 'POST', url: createRiskThreshold.path, headers: bearer(token[who]!), payload });
const update = (who: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: pathOf(updateRiskThreshold, { id }), headers: bearer(token[who]!), payload });
const rulesOf = async (who: string) => (await list(who)).json<{ data: RiskThreshold[] }>().data;
const countRules = async () =>
  (await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM risk_thresholds`))[0]!.n;

describe('risk thresholds', () => {
  it('start at notify 80 % and 95 % for every banca, new bancas included', async () => {
    const defaults = (rules: RiskThreshold[]) => rules.map((rule) => [rule.kind, rule.percent, rule.active]);
    expect(defaults(await rulesOf('admin'))).toEqual([
      ['NOTIFY_PERCENT', 80, true],
      ['NOTIFY_PERCENT', 95, true],
    ]);
    expect(defaults(await rulesOf('admin.pa'))).toEqual(defaults(await rulesOf('admin')));
    const [banca] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`INSERT INTO partners (kind, code, name, country_iso2, currency, path, depth)
          VALUES ('BANCA', 'BNUEVA', 'Banca nueva', 'VE', 'BS', '', 0) RETURNING id`,
    );
    const [rules] = await rowsOf<{ percents: number[] }>(
      t.database.db,
      sql`SELECT array_agg(percent ORDER BY percent) AS percents FROM risk_thresholds WHERE banca_id = ${banca!.id}`,
    );
    expect(rules!.percents).toEqual([80, 95]);
  });

  it('lets the banca administrator add and change rules, audited; the supervisor reads them', async () => {
    const created = await create('admin', { kind: 'BLOCK_LIABILITY', amount: '50000000', currency: 'BS' });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json<RiskThreshold>();
    expect(rule).toMatchObject({ kind: 'BLOCK_LIABILITY', percent: null, amount: '50000000', currency: 'BS' });
    expect((await rulesOf('supervisor')).map((one) => one.id)).toContain(rule.id);
    // Another banca's administrator neither sees nor changes it.
    expect((await rulesOf('admin.pa')).map((one) => one.id)).not.toContain(rule.id);
    const outsider = await update('admin.pa', rule.id, { kind: 'NOTIFY_PERCENT', percent: 50 });
    expect(outsider.statusCode).toBe(404);

    const disabled = await update('admin', rule.id, { ...rule, product_id: null, lottery_id: null, active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<RiskThreshold>()).toMatchObject({ active: false, amount: '50000000' });
    const audit = await rowsOf<{ action: string; username: string }>(
      t.database.db,
      sql`SELECT action, username FROM audit_log WHERE entity = 'risk_threshold' AND entity_id = ${String(rule.id)} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'CREATE', username: 'admin' },
      { action: 'UPDATE', username: 'admin' },
    ]);
    const duplicate = await create('admin', { kind: 'NOTIFY_PERCENT', percent: 80 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('La banca ya tiene un umbral igual.');
  });

  it('refuses whoever may not change or read them, and changes nothing', async () => {
    const before = await countRules();
    expect((await create('supervisor', { kind: 'NOTIFY_PERCENT', percent: 50 })).statusCode).toBe(403);
    expect((await list('distribuidor')).statusCode).toBe(403);
    expect((await create('distribuidor', { kind: 'NOTIFY_PERCENT', percent: 50 })).statusCode).toBe(403);
    expect(await countRules()).toBe(before);
  });

  it.each([
    [{ kind: 'NOTIFY_PERCENT', percent: 0 }, 'percent', 'El porcentaje debe estar entre 1 y 100.'],
    [{ kind: 'BLOCK_PERCENT', percent: 101 }, 'percent', 'El porcentaje debe estar entre 1 y 100.'],
    [{ kind: 'BLOCK_PERCENT' }, 'percent', 'Indique el porcentaje.'],
    [{ kind: 'BLOCK_LIABILITY', amount: '1000' }, 'currency', 'Indique la moneda.'],
    [{ kind: 'BLOCK_LIABILITY', amount: '-5', currency: 'BS' }, 'amount', 'El monto debe ser mayor que cero.'],
    [
      { kind: 'BLOCK_LIABILITY', amount: '10,5', currency: 'BS' },
      'amount',
      'El monto debe ser un número entero de céntimos.',
    ],
    [
      { kind: 'NOTIFY_PERCENT', percent: 50, lottery_id: 1, product_id: 1 },
      'product_id',
      'Indique una lotería o un producto, no ambos.',
    ],
    [{ kind: 'NOTIFY_PERCENT', percent: 50, product_id: 999_999 }, 'product_id', 'El producto no existe.'],
  ])('refuses %j with a Spanish message on its field', async (payload, field, message) => {
    const before = await countRules();
    const answer = await create('admin', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toContainEqual({ field, message });
    expect(await countRules()).toBe(before);
  });
});
