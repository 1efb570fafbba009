import { ALL_ENDPOINTS, canAccess, isPublic, type EndpointContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build';
import { bearer, DEMO_USERS, signInAs, type DemoUsername } from '../../test/session';

let t: TestApp;
const tokens = new Map<DemoUsername, string>();

beforeAll(async () => {
  t = await build();
  for (const username of Object.keys(DEMO_USERS) as DemoUsername[]) {
    tokens.set(username, (await signInAs(t.app, username)).access_token);
  }
});
afterAll(() => t.close());

const urlOf = (endpoint: EndpointContract) => endpoint.path.replace(/:[^/]+/g, '1');
const call = (endpoint: EndpointContract, headers: Record<string, string> = {}) =>
  t.app.inject({ method: endpoint.method, url: urlOf(endpoint), headers });

describe('every contract endpoint', () => {
  it('is registered by the server', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
  });

  it('answers 401 without a token unless it is public', async () => {
    for (const endpoint of ALL_ENDPOINTS.filter((e) => !isPublic(e.access))) {
      const answer = await call(endpoint);
      expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(answer.json().code).toBe('UNAUTHENTICATED');
    }
  });

  // The endpoint × role matrix: what the contract declares is exactly what the server enforces.
  for (const username of Object.keys(DEMO_USERS) as DemoUsername[]) {
    it(`lets ${username} through exactly where its rule allows`, async () => {
      const subject = { ...DEMO_USERS[username], country_iso2: DEMO_USERS[username].country };
      for (const endpoint of ALL_ENDPOINTS.filter((e) => !isPublic(e.access))) {
        const answer = await call(endpoint, bearer(tokens.get(username)!));
        const label = `${username} → ${endpoint.method} ${endpoint.path}`;
        if (canAccess(subject, endpoint.access)) expect([401, 403], label).not.toContain(answer.statusCode);
        else expect(answer.statusCode, label).toBe(403);
      }
    });
  }
});

describe('route registration', () => {
  /** Starts a bare app with the access plugin and the route that `add` registers. */
  async function startWith(add: (scope: FastifyInstance) => void) {
    const { default: Fastify } = await import('fastify');
    const { accessPlugin } = await import('./access');
    const bare = Fastify();
    bare.decorate('config', t.config);
    await bare.register(accessPlugin);
    await bare.register(async (scope) => add(scope));
    await bare.ready();
  }

  it('refuses at start-up an API route that declares no access rule', async () => {
    await expect(startWith((scope) => scope.get('/api/v2/sin-regla', async () => ({})))).rejects.toThrow(
      /no declara su regla de acceso/,
    );
  });

  it('refuses at start-up a role rule on a route that does not take the access token', async () => {
    const config = { access: { roles: ['ADMIN_BANCA'] }, bearer: 'refresh' } as const;
    await expect(startWith((scope) => scope.post('/api/v2/regla-ignorada', { config }, async () => ({})))).rejects.toThrow(
      /no usa el token de acceso/,
    );
  });
});
