import { exportAgencies } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { exportSalesProbe, probeServer } from '../../../test/kits/file-answer-test-kit';

// What one user may export (issue 29): files being written at once, and files started a minute,
// each refused with a Spanish 429; another user is not held back by them.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await build({ exports: { atOncePerUser: 1, perMinutePerUser: 3 } });
  for (const username of ['admin', 'supervisor', 'distribuidor'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
});
afterAll(() => t.close());

const exportAs = (username: string, format = 'csv') =>
  t.app.inject({
    method: 'POST',
    url: pathOf(exportAgencies),
    payload: { format, sort: 'code' },
    headers: bearer(tokens[username]!),
  });

describe('the exports one user may make', () => {
  it('refuses a second export while the first is still being written, and takes one again once it ends', async () => {
    // A file of 100.000 rows takes seconds to write: the other request comes while it is held.
    const probe = await probeServer(t.database.db, { atOncePerUser: 1, perMinutePerUser: 100 });
    const big = () =>
      probe.inject({ method: 'POST', url: exportSalesProbe.path, payload: { format: 'csv', rows: 100_000 } });
    try {
      const answers = await Promise.all([big(), big()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Ya tiene una exportación en curso. Espere a que termine e intente de nuevo.',
      });
      expect(refused.headers['retry-after']).toBe('5');
      const again = await probe.inject({ method: 'POST', url: exportSalesProbe.path, payload: { format: 'csv' } });
      expect(again.statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });

  it('refuses the exports of a user above its number a minute, not another user’s', async () => {
    for (let i = 0; i < 3; i += 1) expect((await exportAs('supervisor')).statusCode).toBe(200);
    const refused = await exportAs('supervisor');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Hizo 3 exportaciones en el último minuto\. Intente de nuevo en (\d+ segundos|1 minuto)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportAs('distribuidor')).statusCode).toBe(200);
  });
});
