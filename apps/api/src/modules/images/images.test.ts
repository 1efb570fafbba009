import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { multipartFile, TINY_PNG } from '../../../test/multipart';
import { bearer, signInAs } from '../../../test/session';
import { auditLog, images } from '../../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = (await signInAs(t.app, 'admin')).access_token;
});
afterAll(() => t.close());

const upload = (content: Buffer | string, filename: string, contentType: string, token = admin, field = 'file') => {
  const { payload, headers } = multipartFile(content, filename, contentType, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/models/image/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const fetchImage = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const imageCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="url(#g)"/></svg>';

describe('POST /api/v1/models/image/upload', () => {
  it('accepts a real PNG, audits it and serves it back with its type and nosniff', async () => {
    const answer = await upload(TINY_PNG, 'logo.png', 'image/png');
    expect(answer.statusCode).toBe(200);
    const { id, url } = answer.json();
    expect(url).toBe(`/api/v1/models/image/${id}`);
    const served = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'CREATE', username: 'admin' });
  });

  it('recognises the type by content, not by name: a PNG called .jpg is a PNG', async () => {
    const answer = await upload(TINY_PNG, 'foto.jpg', 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    expect((await fetchImage(answer.json().url)).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file named .png as an unsupported type, and stores nothing', async () => {
    const before = await imageCount();
    const answer = await upload('esto no es una imagen', 'logo.png', 'image/png');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: [{ field: 'file', message: expect.stringMatching(/no es una imagen/) }],
    });
    expect(await imageCount()).toBe(before);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'an onload handler',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    ],
    [
      'an external image',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
    ],
  ])('refuses an SVG with %s', async (_label, svg) => {
    const before = await imageCount();
    const answer = await upload(svg, 'dibujo.svg', 'image/svg+xml');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('file');
    expect(await imageCount()).toBe(before);
  });

  it('accepts a plain SVG and serves it with a CSP that runs nothing', async () => {
    const answer = await upload(SAFE_SVG, 'circulo.svg', 'image/svg+xml');
    expect(answer.statusCode).toBe(200);
    const served = await fetchImage(answer.json().url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.body).toBe(SAFE_SVG);
  });

  it('refuses a file over 2 MiB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await upload(big, 'enorme.png', 'image/png');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/2 MiB/) });
  });

  it('refuses a body that is not multipart, an empty file and a wrong field name', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/models/image/upload',
      payload: { a: 1 },
      headers: bearer(admin),
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0), 'vacio.png', 'image/png')).statusCode).toBe(400);
    const wrongField = await upload(TINY_PNG, 'logo.png', 'image/png', admin, 'imagen');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields[0].message).toMatch(/campo «file»/);
  });

  it('is for banca administrators with manage_childs: others get 403, nobody signed out gets in', async () => {
    for (const username of ['supervisor', 'distribuidor', 'taquilla']) {
      const { access_token } = await signInAs(t.app, username);
      expect((await upload(TINY_PNG, 'logo.png', 'image/png', access_token)).statusCode, username).toBe(403);
    }
    const { payload, headers } = multipartFile(TINY_PNG, 'logo.png', 'image/png');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/models/image/upload', payload, headers })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/v1/models/image/:id', () => {
  it('serves the seeded demo pictures to any signed-in role', async () => {
    const [demo] = await t.database.db
      .select()
      .from(images)
      .where(sql`${images.storageKey} LIKE 'demo/lotto-activo/%'`)
      .limit(1);
    const { access_token } = await signInAs(t.app, 'taquilla');
    const served = await fetchImage(`/api/v1/models/image/${demo!.id}`, access_token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<svg');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await fetchImage('/api/v1/models/image/999999')).statusCode).toBe(404);
    expect((await fetchImage('/api/v1/models/image/abc')).statusCode).toBe(400);
  });
});
