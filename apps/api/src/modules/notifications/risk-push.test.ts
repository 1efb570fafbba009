import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { addSeller } from '../../../test/kits/kpis-test-kit';
import { animalito, openOccurrence, sellRequest, setBets } from '../../../test/sales';
import { signInAs } from '../../../test/session';
import { openDatabase } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { foldUntilCaughtUp } from '../rollups';
import { watchRisk } from '../risk-thresholds';
import { NotificationHub } from './notification-hub';
import { embeddedListener, postgresListener } from './notification-listener';
import { signalRisk } from './notification-repository';

/**
 * The risk boards' push (ADR 058): a pass of the risk watch that saw new sales tells every API
 * process, once, which bancas sold; the hub tells the boards that follow those bancas and no
 * other, without a query. A pass with nothing new tells nobody.
 */

let t: TestApp;
let occurrenceId: number;
const token: Record<string, string> = {};
const bancaId: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  await addSeller(db, 'vend.oriente', 'AOR1-T1');
  for (const name of ['taquilla', 'vend.oriente']) token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await rowsOf<{ code: string; id: number }>(
    db,
    sql`SELECT code, id FROM partners WHERE code IN ('BVE', 'BPA')`,
  ))
    bancaId[row.code] = Number(row.id);
  await setBets(db);
  occurrenceId = (await openOccurrence(db, 'La Granjita')).occurrenceId;
}, 60_000);
afterAll(() => t.close());

async function pass() {
  await foldUntilCaughtUp(t.database.db);
  return watchRisk(t.database.db, 'America/Caracas');
}

describe('the risk push', () => {
  it("tells the boards of the banca that sold, in another process's hub, once per pass", async (context) => {
    needsRealPostgres(t, context);
    await pass(); // whatever the demo sold before is watched already
    const hub = new NotificationHub(t.database.db, (error) => {
      throw error;
    });
    let live = false;
    const listener = postgresListener(t.databaseUrl!, {
      onSignal: (signal) => hub.signal(signal),
      onRisk: (bancaIds) => hub.riskMoved(bancaIds),
      onLive: (now) => (live = now),
      onError: () => undefined,
    });
    const told = { BVE: 0, BPA: 0 };
    const unfollow = [hub.followRisk(bancaId.BVE!, () => told.BVE++), hub.followRisk(bancaId.BPA!, () => told.BPA++)];
    await listener.start();
    try {
      expect(live).toBe(true);
      for (const who of ['taquilla', 'vend.oriente', 'taquilla']) {
        const sale = await sellRequest(t.app, token[who]!, { plays: [animalito(occurrenceId, '7', '100')] });
        expect(sale.statusCode, sale.body).toBe(200);
      }
      expect((await pass()).tickets).toBeGreaterThanOrEqual(3);
      await expect.poll(() => told.BVE, { timeout: 2_000 }).toBe(1);
      expect(await pass()).toMatchObject({ tickets: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(told).toEqual({ BVE: 1, BPA: 0 });
      unfollow[0]!();
      await t.database.db.transaction((tx) => signalRisk(tx as never, [bancaId.BVE!, bancaId.BPA!]));
      await expect.poll(() => told.BPA, { timeout: 2_000 }).toBe(1);
      expect(told.BVE).toBe(1);
    } finally {
      unfollow[1]!();
      await listener.stop();
      await hub.stop();
    }
  });

  it("reads a risk signal apart from a bell's on the embedded database", async () => {
    const database = await openDatabase({});
    await database.migrate();
    const bells: unknown[] = [];
    const risks: number[][] = [];
    const client = (database.db as unknown as { $client: Parameters<typeof embeddedListener>[0] }).$client;
    const listener = embeddedListener(client, {
      onSignal: (signal) => bells.push(signal),
      onRisk: (ids) => risks.push([...ids]),
      onLive: () => undefined,
      onError: () => undefined,
    });
    await listener.start();
    try {
      await database.db.transaction((tx) => signalRisk(tx as never, [3, 3, 9]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(risks).toEqual([[3, 9]]);
      expect(bells).toEqual([]);
    } finally {
      await listener.stop();
      await database.close();
    }
  });
});
