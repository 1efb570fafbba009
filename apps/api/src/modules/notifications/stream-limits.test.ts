import { streamNotifications } from '@banca/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { signInAs } from '../../../test/session';
import { openBell, type OpenBell } from '../../../test/kits/bell-stream-test-kit';

// What one user may hold open: push streams per user and per process (issue 29), each refused
// with a Spanish 429 that says what to do.

let t: TestApp;
let url = '';
const bells: OpenBell[] = [];
beforeAll(async () => {
  t = await build({ pushStreams: { perUser: 2, perProcess: 3 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const bell of bells) bell.close();
  await t.close();
});

const tokenOf = async (username: string) => (await signInAs(t.app, username)).access_token;
async function open(token: string) {
  const bell = await openBell(url, token);
  bells.push(bell);
  return bell;
}
const refusal = async (token: string) => {
  const answer = await fetch(`${url}${streamNotifications.path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    body: (await answer.json()) as { code: string; message: string },
  };
};

describe('the push streams one user may hold', () => {
  it('refuses a user’s stream above its limit, then the process’s, and takes them again once one closes', async () => {
    const agencia = await tokenOf('agencia');
    const first = await open(agencia);
    expect(first.status).toBe(200);
    expect((await open(agencia)).status).toBe(200);
    const mine = await refusal(agencia);
    expect(mine).toEqual({
      status: 429,
      retryAfter: expect.any(String),
      body: expect.objectContaining({
        code: 'RATE_LIMITED',
        message: 'Ya tiene 2 pestañas recibiendo avisos. Cierre alguna e intente de nuevo.',
      }),
    });

    expect((await open(await tokenOf('taquilla'))).status).toBe(200);
    const admin = await tokenOf('admin');
    const full = await refusal(admin);
    expect(full.status).toBe(429);
    expect(full.body.message).toBe(
      'El servidor atiende demasiados avisos en este momento. Intente de nuevo en unos minutos.',
    );

    first.close();
    await expect
      .poll(
        async () => {
          const bell = await open(admin);
          return bell.status;
        },
        { timeout: 3_000 },
      )
      .toBe(200);
  });
});
