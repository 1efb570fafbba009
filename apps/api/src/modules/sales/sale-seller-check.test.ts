import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build';
import { animalito, buildSellingLotto, type openOccurrence, sellRequest, setLimits } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';

// The sale keeps its caller in memory (ADR 029); the sale function checks the seller again.
let t: TestApp;
let seller: string;
let lotto: Awaited<ReturnType<typeof openOccurrence>>;

beforeAll(async () => {
  ({ t, seller, lotto } = await buildSellingLotto());
  await setLimits(t.database.db, lotto.productId, {});
});
afterAll(() => t.close());

const play = (number: string, amount: string) => animalito(lotto.occurrenceId, number, amount);
const countTickets = async () =>
  Number((await rowsOf<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM tickets`))[0]!.n);

it('stops a seller blocked or given another role at once, though its session is kept in memory', async () => {
  expect((await sellRequest(t.app, seller, { plays: [play('6', '100')] })).statusCode).toBe(200);
  const setSeller = (change: ReturnType<typeof sql>) =>
    t.database.db.execute(sql`UPDATE users SET ${change} WHERE username = 'taquilla'`);
  const before = await countTickets();
  try {
    await setSeller(sql`status = 'BLOCKED'`);
    const blocked = await sellRequest(t.app, seller, { plays: [play('6', '100')] });
    expect(blocked.statusCode, blocked.body).toBe(401);
    expect(blocked.json().code).toBe('INVALID_TOKEN');
    await setSeller(sql`status = 'ACTIVE', role = 'SUPERV_BANCA'`);
    const otherRole = await sellRequest(t.app, seller, { plays: [play('6', '100')] });
    expect(otherRole.statusCode, otherRole.body).toBe(403);
    expect(await countTickets()).toBe(before);
  } finally {
    await setSeller(sql`status = 'ACTIVE', role = 'VEND_TAQUILLA'`);
  }
  expect((await sellRequest(t.app, seller, { plays: [play('6', '100')] })).statusCode).toBe(200);
});
