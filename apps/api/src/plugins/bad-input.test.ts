import { randomUUID } from 'node:crypto';
import {
  ALL_ENDPOINTS,
  canAccess,
  getSession,
  isFileEndpoint,
  isPublic,
  ZErrorResponse,
  ZIsoDate,
  type EndpointContract,
  type SessionUser,
} from '@banca/contracts';
import { defOf, nearlyValid } from '@banca/contracts/testing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { build, type TestApp } from '../../test/build';
import { ROUTER_MESSAGES } from './error-handler';
import { bearer, DEMO_USERS, signInAs, type DemoUsername } from '../../test/session';

// Every endpoint, fed awkward input by a caller its rule lets through, answers 2xx–4xx: never a
// 5xx. A 500 on bad input means a check is missing somewhere between the schema and the database
// (a number past the integer column, a refinement that throws, a text the SQL cannot cast).

/** `npm run test:fuzz` runs many more (FUZZ_RUNS), from a seed of its own (FUZZ_SEED) or a random one. */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : 20261126;
// The sign-in throttle counts per address: the fuzzing must not lock out the callers' own sign-ins.
const FUZZ_ADDRESS = '10.77.0.1';

let t: TestApp;
const sessions = new Map<DemoUsername, { access: string; refresh: string }>();

async function signInEveryone() {
  for (const username of Object.keys(DEMO_USERS) as DemoUsername[]) {
    const session = await signInAs(t.app, username);
    sessions.set(username, { access: session.access_token, refresh: session.refresh_token });
  }
}

/** Fuzzing may block a demo user or its partner; then the next endpoint starts on a fresh copy. */
async function ensureCallersStillIn() {
  for (const { access } of sessions.values()) {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(access) });
    if (answer.statusCode === 200) continue;
    await t.close();
    t = await build();
    await signInEveryone();
    return;
  }
}

beforeAll(async () => {
  t = await build();
  await signInEveryone();
});
afterAll(() => t.close());

function callerOf(endpoint: EndpointContract): DemoUsername {
  const usernames = Object.keys(DEMO_USERS) as DemoUsername[];
  const allowed = usernames.find((username) => {
    const user = DEMO_USERS[username];
    return canAccess({ ...user, country_iso2: user.country }, endpoint.access);
  });
  return allowed ?? 'admin';
}

const text = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/**
 * A path value as sent. An empty one would address another route (`/users/` is the list), so it is
 * a blank; a lone surrogate, which no URL can carry as text, goes as the bytes it would be.
 */
function pathValue(value: unknown): string {
  try {
    return encodeURIComponent(text(value ?? '1')) || '%20';
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(endpoint: EndpointContract, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([^/]+)/g, (_, name: string) => pathValue(values[name]));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, text(item));
  }
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}

/** An error a person reads: non-empty, and none of the English a framework or library answers with. */
const ENGLISH =
  /\b(the|must|expected|invalid|required|received|not found|bad request|cannot|body|unexpected|too many)\b/i;
const isSpanish = (message: string) => message.trim().length > 0 && !ENGLISH.test(message);

const ROUTER_REFUSALS = Object.values(ROUTER_MESSAGES);

const partOf = (schema: z.ZodType | undefined) => (schema ? nearlyValid(schema) : fc.constant(undefined));

/** A caller for one request: one the rule admits most of the time, else any demo user or nobody. */
function callersOf(endpoint: EndpointContract): fc.Arbitrary<DemoUsername | null> {
  const anyone = [...(Object.keys(DEMO_USERS) as DemoUsername[]), null];
  return fc.oneof(
    { arbitrary: fc.constant(callerOf(endpoint)), weight: 3 },
    { arbitrary: fc.constantFrom(...anyone), weight: 1 },
  );
}

/**
 * Whether the endpoint's rule admits the caller as the server knows it now: the fuzzing itself may
 * change a demo user's permissions (awarding control, users), so the caller is read again.
 */
async function admits(endpoint: EndpointContract, username: DemoUsername | null): Promise<boolean> {
  if (isPublic(endpoint.access)) return true;
  if (username === null) return false;
  const answer = await t.app.inject({
    method: 'GET',
    url: getSession.path,
    headers: bearer(sessions.get(username)!.access),
  });
  return answer.statusCode === 200 && canAccess(answer.json<SessionUser>(), endpoint.access);
}

function tokenOf(endpoint: EndpointContract, username: DemoUsername | null): Record<string, string> {
  if (username === null) return {};
  const session = sessions.get(username)!;
  return bearer(endpoint.bearer === 'refresh' ? session.refresh : session.access);
}

/** A caller the rule refuses is refused before its input is read; only the router speaks first. */
function expectRefused(answer: LightMyRequestResponse, request: string) {
  if (answer.statusCode === 400 && ROUTER_REFUSALS.includes(answer.json().message)) return;
  expect([401, 403], `${request} → ${answer.statusCode} ${answer.body.slice(0, 200)}: a refused caller`).toContain(
    answer.statusCode,
  );
}

/**
 * The answer is one the contract declares: a success with its declared status and shape (a file
 * as an attachment), an error in the shared error shape with a Spanish message.
 */
function expectContractAnswer(endpoint: EndpointContract, answer: LightMyRequestResponse, request: string) {
  const status = answer.statusCode;
  const declared = endpoint.responses[status];
  const where = `${request} → ${status} ${answer.body.slice(0, 400)}`;
  if (status < 400) {
    expect(declared, `${where}: status not in the contract`).toBeDefined();
    if (isFileEndpoint(endpoint) && status === 200) {
      expect(answer.headers['content-disposition'], where).toMatch(/^attachment;/);
    } else if (String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
      const parsed = declared!.safeParse(answer.json());
      expect(parsed.success, `${where}: ${parsed.error?.message}`).toBe(true);
    }
    return;
  }
  const parsed = (declared ?? ZErrorResponse).safeParse(answer.json());
  expect(parsed.success, `${where}: not the error shape`).toBe(true);
  const message = (answer.json() as { message?: unknown }).message;
  expect(typeof message === 'string' && isSpanish(message), where).toBe(true);
}

describe('every endpoint, fed awkward input by every kind of caller', () => {
  it.each(ALL_ENDPOINTS.map((endpoint) => ({ name: `${endpoint.method} ${endpoint.path}`, endpoint })))(
    '$name never answers 5xx, answers as its contract says, and admits only whom its rule admits',
    async ({ endpoint }) => {
      const request = fc.record({
        caller: callersOf(endpoint),
        params: partOf(endpoint.request?.params),
        query: partOf(endpoint.request?.query),
        body: partOf(endpoint.request?.body),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ caller, params, query, body }) => {
          const url = urlOf(endpoint, params, query);
          const admitted = await admits(endpoint, caller);
          const headers = { ...tokenOf(endpoint, caller), 'idempotency-key': randomUUID() };
          const answer = await t.app.inject({
            method: endpoint.method,
            url,
            remoteAddress: FUZZ_ADDRESS,
            ...(body === undefined
              ? { headers }
              : { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
          });
          const described = `${caller ?? 'nadie'} ${endpoint.method} ${url} ${JSON.stringify(body)}`;
          expect(answer.statusCode, `${described} → ${answer.body}`).toBeLessThan(500);
          if (!admitted) expectRefused(answer, described);
          expectContractAnswer(endpoint, answer, described);
        }),
        { numRuns: RUNS_PER_ENDPOINT, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // Only a change can block a caller or its partner.
      if (endpoint.method !== 'GET') await ensureCallersStillIn();
    },
  );
});

/** The fields of a request part whose schema is the one date schema, however optional or nullable. */
function dateFieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  let object = schema;
  while (['optional', 'nullable', 'default', 'pipe'].includes(defOf(object).type))
    object = (defOf(object).innerType ?? defOf(object).in)!;
  return Object.entries(defOf(object).shape ?? {})
    .filter(([, field]) => {
      let inner = field;
      while (inner !== ZIsoDate && ['optional', 'nullable', 'default'].includes(defOf(inner).type))
        inner = defOf(inner).innerType!;
      return inner === ZIsoDate;
    })
    .map(([name]) => name);
}

const DATED = ALL_ENDPOINTS.flatMap((endpoint) =>
  (['query', 'body'] as const).flatMap((part) =>
    dateFieldsOf(endpoint.request?.[part]).map((field) => ({
      name: `${endpoint.method} ${endpoint.path} ${field}`,
      endpoint,
      part,
      field,
    })),
  ),
);

describe('every date field of every request', () => {
  it('is found on the endpoints that take a business date', () => {
    expect(DATED.length).toBeGreaterThanOrEqual(20);
    for (const path of ['/account-balance/report', '/account-balance/settle', '/movement-report', '/account-entries'])
      expect(
        DATED.some(({ endpoint }) => endpoint.path.endsWith(path)),
        path,
      ).toBe(true);
  });

  it.each(DATED)(
    '$name refuses a day outside the business range by its field, never with a 5xx',
    async ({ endpoint, part, field }) => {
      const session = sessions.get(callerOf(endpoint))!;
      for (const [i, day] of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31'].entries()) {
        const values = { [field]: day };
        const url = urlOf(endpoint, {}, part === 'query' ? values : {});
        const answer = await t.app.inject({
          method: endpoint.method,
          url,
          // An address of its own: the public pages' per-address limit is not what this checks.
          remoteAddress: `10.78.${DATED.findIndex((dated) => dated.field === field && dated.endpoint === endpoint)}.${i}`,
          headers: { ...bearer(session.access), 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { payload: JSON.stringify(part === 'body' ? values : {}) }),
        });
        expect(answer.statusCode, `${day} → ${answer.body}`).toBe(400);
        expect(answer.json().fields, day).toContainEqual({
          field,
          message: 'La fecha debe estar entre el 01/01/2000 y el 31/12/2099.',
        });
      }
    },
  );
});

describe('what the router refuses before any route', () => {
  it('answers a too long path value with a Spanish 400, as every other error', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/distributor/${'x'.repeat(300)}`,
      headers: bearer(sessions.get('admin')!.access),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Un valor de la dirección es demasiado largo.',
    });
  });
});
