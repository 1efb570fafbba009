import { createRiskThreshold, deleteBlockedNumber, pathOf, type SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { animalito, openOccurrence, sellRequest, setBets, setLimits } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import { watchRisk } from './risk-watch';

/**
 * The risk watch (ADR 058) on real sales: notices at 80 % and 95 % of a cupo, once per rule and
 * not per sale, to the banca's A and S and the distributors above the partner whose cupo it is;
 * a BLOCK rule blocks the number as a person would; two processes signal a crossing once.
 */

let t: TestApp;
const token: Record<string, string> = {};
let lotto: Awaited<ReturnType<typeof openOccurrence>>;
const CUPO = 10_000n;
const EVERYONE = ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'];

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  for (const name of EVERYONE) token[name] = (await signInAs(t.app, name)).access_token;
  await setBets(db);
  lotto = await openOccurrence(db, 'Lotto Activo');
  // A cupo of the agency ACE1 only (under the distributor DCE): its exposure row is the one watched.
  await setLimits(db, lotto.productId, {});
  await db.execute(sql`INSERT INTO regular_quotas (partner_id, product_id, bet_type_id, amount)
    SELECT (SELECT id FROM partners WHERE code = 'ACE1'), ${lotto.productId}, bet_type_id, ${CUPO.toString()}::bigint
      FROM product_bet_types WHERE product_id = ${lotto.productId}`);
}, 60_000);
afterAll(() => t.close());

async function sell(number: string, amount: bigint) {
  return sellRequest(t.app, token.taquilla!, { plays: [animalito(lotto.occurrenceId, number, amount.toString())] });
}

async function sold(number: string, amount: bigint) {
  const answer = await sell(number, amount);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** What the job does each second: the fold moves its mark, the watch follows it. */
async function pass(db: Db = t.database.db) {
  await foldUntilCaughtUp(db);
  return watchRisk(db, 'America/Caracas');
}

/** The notifications about risk each demo user holds, as (title, link) pairs. */
async function riskNotices(kind: string) {
  const rows = await rowsOf<{ username: string; title: string; link: string | null; body: string }>(
    t.database.db,
    sql`SELECT u.username, n.title, n.link, n.body FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE n.kind = ${kind} ORDER BY u.username, n.id`,
  );
  return rows;
}

const byUser = (rows: { username: string }[]) =>
  rows.reduce<Record<string, number>>(
    (counts, row) => ({ ...counts, [row.username]: (counts[row.username] ?? 0) + 1 }),
    {},
  );

describe('the risk watch', () => {
  it('notifies at 80 % and at 95 % of a cupo once per rule, to the chain that answers for it', async () => {
    await sold('7', 4_000n);
    await sold('7', 3_900n);
    expect(await pass()).toMatchObject({ notified: 0, blocked: 0 });
    expect(await riskNotices('RISK_THRESHOLD_CROSSED')).toEqual([]);

    await sold('7', 100n); // 80 %
    expect((await pass()).notified).toBe(1);
    await sold('7', 100n); // 81 %: the same rule, no new notice
    await sold('7', 200n);
    expect((await pass()).notified).toBe(0);
    const at80 = await riskNotices('RISK_THRESHOLD_CROSSED');
    expect(byUser(at80)).toEqual({ admin: 1, distribuidor: 1, supervisor: 1 });
    expect(at80[0]).toMatchObject({ title: 'Número al 80 % de su límite', link: '/admin/dashboards/sales' });
    expect(at80[0]!.body).toContain('número 7');
    expect(at80[0]!.body).toContain('(80,0 %)');

    await sold('7', 1_000n); // 94 %
    expect((await pass()).notified).toBe(0);
    await sold('7', 100n); // 95 %
    await sold('7', 100n);
    expect((await pass()).notified).toBe(1);
    const notices = await riskNotices('RISK_THRESHOLD_CROSSED');
    expect(byUser(notices)).toEqual({ admin: 2, distribuidor: 2, supervisor: 2 });
    expect(notices.map((row) => row.title)).toContain('Número al 95 % de su límite');
    // Nothing more to tell, however often it looks.
    expect(await pass()).toMatchObject({ notified: 0, blocked: 0, tickets: 0 });
  });

  it('blocks the number at a BLOCK rule like a person would: agotado, audited with the rule, liftable', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: createRiskThreshold.path,
      headers: bearer(token.admin!),
      payload: { kind: 'BLOCK_PERCENT', percent: 50 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json<{ id: number }>().id;

    await sold('8', 4_900n);
    expect((await pass()).blocked).toBe(0);
    await sold('8', 100n); // 50 %
    expect(await pass()).toMatchObject({ blocked: 1, notified: 0 });

    const refused = await sell('8', 100n);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SOLD_OUT', fields: [{ message: 'Número bloqueado.' }] });
    await sold('9', 100n); // other numbers still sell

    const [block] = await rowsOf<{ id: number; created_by: number | null; threshold_id: number; reason: string }>(
      t.database.db,
      sql`SELECT id, created_by, threshold_id, reason FROM blocked_numbers WHERE number = '8' AND deleted_at IS NULL`,
    );
    expect(block).toMatchObject({ created_by: null, threshold_id: rule });
    expect(block!.reason).toContain('50 % del límite');
    const [audit] = await rowsOf<{ username: string; user_id: number | null; threshold: number }>(
      t.database.db,
      sql`SELECT username, user_id, (after->'threshold'->>'id')::int AS threshold FROM audit_log
           WHERE entity = 'blocked_number' AND action = 'BLOCK' AND entity_id = ${String(block!.id)}`,
    );
    expect(audit).toEqual({ username: 'umbral-de-riesgo', user_id: null, threshold: rule });
    const blocked = await riskNotices('NUMBER_AUTO_BLOCKED');
    expect(byUser(blocked)).toEqual({ admin: 1, distribuidor: 1, supervisor: 1 });
    expect(blocked.find((row) => row.username === 'admin')!.link).toBe('/admin/tools/block-number');
    expect(blocked.find((row) => row.username === 'distribuidor')!.link).toBe('/admin/dashboards/sales');

    const lifted = await t.app.inject({
      method: 'DELETE',
      url: pathOf(deleteBlockedNumber, { id: block!.id }),
      headers: bearer(token.supervisor!),
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const again = await sell('8', 100n);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SaleResponse>().plays[0]!.outcome).toBe('vendida');
    // The crossing is remembered: a person's lift is not undone by the next pass.
    expect((await pass()).blocked).toBe(0);
  });

  it('signals a crossing once when two processes watch at the same time', async (context) => {
    needsRealPostgres(t, context);
    const other = await openOtherApp();
    try {
      await sold('10', 8_000n);
      await foldUntilCaughtUp(t.database.db);
      const passes = await Promise.all([
        watchRisk(t.database.db, 'America/Caracas'),
        watchRisk(other.database.db, 'America/Caracas'),
        watchRisk(t.database.db, 'America/Caracas'),
      ]);
      expect(passes.reduce((sum, one) => sum + one.notified, 0)).toBe(1);
      const [row] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
             WHERE u.username = 'admin' AND n.kind = 'RISK_THRESHOLD_CROSSED' AND n.body LIKE '%número 10 %'`,
      );
      expect(row!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

/** A second app on the same database: another API process, as far as the database can tell. */
async function openOtherApp() {
  const { openDatabase } = await import('../../db/client');
  const { buildServer } = await import('../../build-server');
  const database = await openDatabase({ url: t.databaseUrl!, poolMax: 4 });
  const app = await buildServer({ config: t.config, database });
  return {
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
