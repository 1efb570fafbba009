import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createSale } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOn, startApiProcess, type ApiProcess } from '../../../test/api-process';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { openBell } from '../../../test/kits/bell-stream-test-kit';
import { animalito, openOccurrence, setBets, setLimits } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';

/**
 * Two API processes (ADR 043): one sells without pause and runs the jobs (the fold and the risk
 * watch every second), the other only holds the administrator's bell. A number sold past 80 % of
 * its cupo reaches that bell within 5 s.
 */

const CUPO = 1_000_000n;
let t: TestApp;
let seller: ApiProcess;
let bells: ApiProcess;
let occurrenceId = 0;

beforeAll(async () => {
  t = await build();
  if (!t.databaseUrl) return;
  const db = t.database.db;
  await setBets(db);
  const lotto = await openOccurrence(db, 'Lotto Activo');
  occurrenceId = lotto.occurrenceId;
  await setLimits(db, lotto.productId, { cupo: CUPO });
  const secret = randomBytes(32).toString('hex');
  const port = randomInt(20_000, 40_000);
  [seller, bells] = await Promise.all([
    startApiProcess(t.databaseUrl, secret, port, { JOBS_POLL_MS: '100', RISK_WATCH_INTERVAL_MS: '1000' }),
    startApiProcess(t.databaseUrl, secret, port + 1, { JOBS_POLL_MS: '0' }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([seller?.stop(), bells?.stop()]);
  await t.close();
});

async function sell(token: string, number: string, amount: bigint): Promise<number> {
  const answer = await fetch(`${seller.url}${createSale.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ plays: [animalito(occurrenceId, number, amount.toString())], channel: 'WEB' }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

describe('a threshold crossing while selling', () => {
  it('reaches the bell of another API process within 5 s', async (context) => {
    needsRealPostgres(t, context);
    const sellerToken = (await signInOn(seller, 'taquilla')).access_token;
    const adminToken = (await signInOn(bells, 'admin')).access_token;
    const bell = await openBell(bells.url, adminToken);
    const unread = await bell.nextCount(5_000);
    let selling = true;
    let sold = 0;
    // Eight sellers at once on other numbers, far from their cupo, for as long as the test runs.
    const load = Array.from({ length: 8 }, async () => {
      while (selling) if ((await sell(sellerToken, String(randomInt(20, 37)), 100n)) === 200) sold += 1;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await sell(sellerToken, '5', (CUPO * 8n) / 10n)).toBe(200);
      const crossedAt = Date.now();
      expect(await bell.nextCount(5_000)).toBe(unread + 1);
      const latency = Date.now() - crossedAt;
      console.info(`[riesgo] aviso en la campana del otro proceso a los ${latency} ms; ${sold} ventas mientras tanto`);
      expect(sold).toBeGreaterThan(0);
    } finally {
      selling = false;
      await Promise.all(load);
      bell.close();
    }
    // Once: the 80 % rule only (the other sales stay far from their cupo).
    const crossings = await rowsOf<{ number_key: string }>(
      t.database.db,
      sql`SELECT number_key FROM risk_threshold_crossings WHERE occurrence_id = ${occurrenceId}`,
    );
    expect(crossings).toEqual([{ number_key: '5' }]);
  }, 60_000);
});
