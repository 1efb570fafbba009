import { getSession, resetUserPassword, signOut } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { buildServer } from '../../build-server';

/**
 * Issue 19, finding 3: an access token dies with its session. A logout, a manager's password
 * reset or a replayed refresh token used to leave the session's access tokens working for up to
 * their 15 minutes.
 */

/** The bound within which every process refuses a revoked session on the cached sale path. */
const BOUND_MS = 500;

let t: TestApp;
let occurrenceId: number;

beforeAll(async () => {
  t = await build();
  await setBets(t.database.db);
  occurrenceId = (await openOccurrence(t.database.db, 'Lotto Activo')).occurrenceId;
});
afterAll(() => t.close());

const session = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: getSession.path, headers: bearer(token) });
const sell = (app: FastifyInstance, token: string) =>
  sellRequest(app, token, {
    plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number: '3', amount: '100' }],
  });
const logout = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: signOut.path, headers: bearer(refreshToken) });

/** Status codes of the request repeated until it answers 401 or `limitMs` passes; the time it took. */
async function refusedWithin(request: () => Promise<{ statusCode: number }>, limitMs: number) {
  const started = Date.now();
  let status = 0;
  do {
    status = (await request()).statusCode;
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() - started < limitMs * 3);
  return { status, ms: Date.now() - started };
}

describe('an access token after its session ends', () => {
  it('is refused at once on every route that reads the caller, and only that session’s', async () => {
    const ended = await signInAs(t.app, 'taquilla');
    const other = await signInAs(t.app, 'taquilla');
    expect((await session(t.app, ended.access_token)).statusCode).toBe(200);
    expect((await logout(ended.refresh_token)).statusCode).toBe(200);
    const answer = await session(t.app, ended.access_token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('INVALID_TOKEN');
    expect((await session(t.app, other.access_token)).statusCode).toBe(200);
  });

  it('is refused on the cached sale path within the bound, which sold with it before', async () => {
    const seller = await signInAs(t.app, 'taquilla');
    expect((await sell(t.app, seller.access_token)).statusCode).toBe(200);
    expect((await logout(seller.refresh_token)).statusCode).toBe(200);
    const { status, ms } = await refusedWithin(() => sell(t.app, seller.access_token), BOUND_MS);
    expect(status).toBe(401);
    expect(ms).toBeLessThan(BOUND_MS * 3);
  });

  it('is refused after a manager resets the password', async () => {
    const seller = await signInAs(t.app, 'taquilla');
    const admin = await signInAs(t.app, 'admin');
    const reset = await t.app.inject({
      method: 'POST',
      url: resetUserPassword.path,
      headers: bearer(admin.access_token),
      payload: { id: seller.user.id, password: 'demo1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await session(t.app, seller.access_token)).statusCode).toBe(401);
  });

  it('is refused by another API process on the same database, within the bound on the sale path', async () => {
    const other = await buildServer({ config: t.config, database: t.database });
    try {
      await other.ready();
      const seller = await signInAs(t.app, 'taquilla');
      expect((await sell(other, seller.access_token)).statusCode).toBe(200);
      expect((await logout(seller.refresh_token)).statusCode).toBe(200);
      expect((await session(other, seller.access_token)).statusCode).toBe(401);
      const { status, ms } = await refusedWithin(() => sell(other, seller.access_token), BOUND_MS);
      expect(status).toBe(401);
      expect(ms).toBeLessThan(BOUND_MS * 3);
    } finally {
      await other.close();
    }
  });
});
