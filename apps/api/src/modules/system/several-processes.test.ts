import { blockUser, createSale, getSession, signIn, signOut, type SaleResponse } from '@banca/contracts';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOn, startApiProcess, type ApiProcess } from '../../../test/api-process';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { openOccurrence, setBets, setLimits, soldOn } from '../../../test/sales';
import { DEMO_PASSWORD } from '../../../test/session';

/**
 * Issue 19: the API runs as several processes on one PostgreSQL. Two real server processes (as
 * `npm run serve` starts them) share this test's database and nothing else: what one decides,
 * the other must honour.
 */

let t: TestApp;
const processes: ApiProcess[] = [];
let a: ApiProcess;
let b: ApiProcess;
let occurrenceId = 0;
const TOPE = 10_000n;

beforeAll(async () => {
  t = await build();
  if (!t.databaseUrl) return;
  await setBets(t.database.db);
  const occurrence = await openOccurrence(t.database.db, 'Lotto Activo');
  occurrenceId = occurrence.occurrenceId;
  await setLimits(t.database.db, occurrence.productId, { tope: TOPE });
  const secret = randomBytes(32).toString('hex');
  const port = randomInt(20_000, 40_000);
  [a, b] = await Promise.all([
    startApiProcess(t.databaseUrl, secret, port),
    startApiProcess(t.databaseUrl, secret, port + 1),
  ]);
  processes.push(a, b);
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await t.close();
});

interface Call {
  token?: string;
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}

async function call(
  on: ApiProcess,
  method: string,
  path: string,
  { token, body, ip = '10.20.0.1', headers = {} }: Call = {},
) {
  const answer = await fetch(`${on.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? JSON.parse(text) : null };
}

const sellOn = (on: ApiProcess, token: string, amount: string, number = '17') =>
  call(on, 'POST', createSale.path, {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number, amount }] },
  });

describe('two API processes on one database', () => {
  it('refuse a session ended in the other: at once where the caller is read, within the bound on the sale', async (context) => {
    needsRealPostgres(t, context);
    const seller = await signInOn(a, 'taquilla', '10.20.0.1');
    expect((await sellOn(b, seller.access_token, '100')).status).toBe(200);
    expect((await call(a, 'POST', signOut.path, { token: seller.refresh_token })).status).toBe(200);
    expect((await call(b, 'GET', getSession.path, { token: seller.access_token })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await sellOn(b, seller.access_token, '100')).status).toBe(401);
  });

  it('count failed sign-ins together', async (context) => {
    needsRealPostgres(t, context);
    for (let i = 0; i < 5; i++) {
      const on = i % 2 === 0 ? a : b;
      expect(
        (await call(on, 'POST', signIn.path, { body: { username: 'supervisor', password: 'mala' }, ip: '10.30.0.1' }))
          .status,
      ).toBe(401);
    }
    const answer = await call(b, 'POST', signIn.path, {
      body: { username: 'supervisor', password: DEMO_PASSWORD },
      ip: '10.30.0.1',
    });
    expect(answer.status).toBe(429);
  });

  it('hold a tope exactly when the sales are split across both', async (context) => {
    needsRealPostgres(t, context);
    const seller = await signInOn(a, 'taquilla', '10.40.0.1');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => sellOn(i % 2 === 0 ? a : b, seller.access_token, '300', '23')),
    );
    const sold = answers
      .filter((answer) => answer.status === 200)
      .reduce((sum, answer) => sum + BigInt((answer.json as SaleResponse).plays[0]!.sold), 0n);
    expect(sold).toBe(TOPE);
    expect(await soldOn(t.database.db, occurrenceId, '23')).toBe(TOPE);
  });

  it('refuse a user blocked in the other at once, on the sale too', async (context) => {
    needsRealPostgres(t, context);
    const seller = await signInOn(b, 'taquilla', '10.50.0.1');
    const admin = await signInOn(a, 'admin', '10.50.0.2');
    const id = (await call(b, 'GET', getSession.path, { token: seller.access_token })).json.id as number;
    expect((await call(a, 'POST', blockUser.path, { token: admin.access_token, body: { id } })).status).toBe(200);
    expect((await call(b, 'GET', getSession.path, { token: seller.access_token })).status).toBe(401);
    expect((await sellOn(b, seller.access_token, '100')).status).toBe(401);
  });
});
