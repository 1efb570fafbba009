import { refreshSession, signIn } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build';
import { buildServer } from '../build-server';
import { loadConfig } from '../config';
import { rowsOf } from '../lib/raw-query';
import { bearer, signInAs } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await build({ bodyLimitBytes: 2048 });
});
afterAll(() => t.close());

describe('server basics', () => {
  it('answers an unknown API route with 404 from the catalogue', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v2/no-existe' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'La ruta solicitada no existe.' });
  });

  it('sends the request id, the server time and strict security headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/health' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(answer.headers['x-server-time']))).not.toBeNaN();
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });

  it('keeps every API answer, tokens and errors included, out of caches', async () => {
    const session = await signInAs(t.app, 'admin');
    const signedIn = await t.app.inject({
      method: signIn.method,
      url: signIn.path,
      payload: { username: 'admin', password: 'demo1234' },
    });
    expect(signedIn.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: refreshSession.method,
      url: refreshSession.path,
      headers: bearer(session.refresh_token),
    });
    expect(refreshed.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: signIn.method,
      url: signIn.path,
      payload: { username: 'admin', password: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    for (const answer of [signedIn, refreshed, refused]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps CORS closed when no origin is configured', async () => {
    const answer = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/auth/session',
      headers: { origin: 'https://otro-sitio.example', 'access-control-request-method': 'POST' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the limit with 413 and broken JSON with a Spanish 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/session',
      payload: { username: 'admin', password: 'x'.repeat(4096) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v2/auth/session', '/api/v2/auth/refresh']));
    expect(doc.paths['/api/v2/auth/session'].post.requestBody).toBeDefined();
  });

  it('believes X-Forwarded-For only as far as the proxies it was told of', async () => {
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64), TRUST_PROXY: '1' }).trustProxy,
    ).toBe(true);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64), TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })
        .trustProxy,
    ).toBe('10.0.0.0/8,127.0.0.1');
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64), TRUST_PROXY: 'todos' }),
    ).toThrow(/TRUST_PROXY/);
    const server = await buildServer({ config: { ...t.config, trustProxy: '127.0.0.1' }, database: t.database });
    try {
      // A client wrote its own address first; the one proxy appended what it saw.
      const answer = await server.inject({
        method: 'POST',
        url: signIn.path,
        payload: { username: 'agencia', password: 'demo1234' },
        headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.9' },
        remoteAddress: '127.0.0.1',
      });
      expect(answer.statusCode).toBe(200);
      const [row] = await rowsOf<{ ip: string }>(
        t.database.db,
        sql`SELECT last_login_ip AS ip FROM users WHERE username = 'agencia'`,
      );
      expect(row?.ip).toBe('10.0.0.9');
    } finally {
      await server.close();
    }
  });

  it('does not publish the OpenAPI document in production unless told to', async () => {
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64) }).apiDocs,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'a'.repeat(64), API_DOCS: 'on' })
        .apiDocs,
    ).toBe(true);
    const server = await buildServer({ config: { ...t.config, apiDocs: false }, database: t.database });
    try {
      for (const url of ['/api/docs/json', '/api/docs']) {
        expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await server.close();
    }
  });

  it('rate-limits requests to unknown routes', async () => {
    let last = 0;
    for (let i = 0; i < 125; i++)
      last = (await t.app.inject({ method: 'GET', url: `/api/v2/x${i}`, remoteAddress: '10.9.9.9' })).statusCode;
    expect(last).toBe(429);
  });
});

describe('request logs', () => {
  it('name the request and its signed-in caller on every line, the completion line too', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = await buildServer({ config: t.config, database: t.database }, logger);
    try {
      const { access_token, user } = await signInAs(server, 'taquilla');
      const answer = await server.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(access_token) });
      expect(answer.statusCode).toBe(200);
      const requestId = answer.headers['x-request-id'];
      const completed = lines.find((line) => line.request_id === requestId && line.msg === 'request completed');
      expect(completed).toMatchObject({ user_id: user.id, res: { statusCode: 200 } });
    } finally {
      await server.close();
    }
  });
});

describe('when the database fails', () => {
  it('answers 500 with the generic message (no SQL, no stack) and /ready says 503', async () => {
    const other = await build();
    const { access_token } = await signInAs(other.app, 'admin');
    await other.database.close();
    const answer = await other.app.inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: bearer(access_token),
    });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toMatch(/inconveniente/);
    expect(answer.body).not.toMatch(/select|from|stack|at \w+ \(/i);
    expect(body.request_id).toBeTruthy();
    const ready = await other.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    await other.app.close();
  });
});

describe('serving the SPA', () => {
  it('serves index.html for any page without counting page loads against the 404 limit', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'banca-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Banca</title>');
    const spa = await build({ webDist: dist });
    try {
      let last = { status: 0, body: '' };
      for (let i = 0; i < 130; i++) {
        const answer = await spa.app.inject({ method: 'GET', url: `/admin/pagina-${i}`, remoteAddress: '10.8.8.8' });
        last = { status: answer.statusCode, body: answer.body };
      }
      expect(last.status).toBe(200);
      expect(last.body).toContain('<title>Banca</title>');
      const api = await spa.app.inject({ method: 'GET', url: '/api/v2/no-existe' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await spa.close();
    }
  });
});
