import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signIn, type SignInResponse } from '@banca/contracts';
import type { Config } from '../src/config';
import { build, type TestApp } from './build';

export const DEMO_PASSWORD = 'demo1234';

/** Every demo user with what the spec's rules look at. */
export const DEMO_USERS = {
  admin: { role: 'ADMIN_BANCA', country: 'VE', manage_childs: true, awarding_results: true },
  supervisor: { role: 'SUPERV_BANCA', country: 'VE', manage_childs: true, awarding_results: false },
  distribuidor: { role: 'DISTRIBUIDOR', country: 'VE', manage_childs: true, awarding_results: true },
  distribuidor2: { role: 'DISTRIBUIDOR', country: 'VE', manage_childs: false, awarding_results: false },
  agencia: { role: 'ADMIN_TAQUILLA', country: 'VE', manage_childs: false, awarding_results: false },
  taquilla: { role: 'VEND_TAQUILLA', country: 'VE', manage_childs: false, awarding_results: false },
  polla: { role: 'VEND_TAQUILLA_POLLA', country: 'VE', manage_childs: false, awarding_results: false },
  'admin.pa': { role: 'ADMIN_BANCA', country: 'PA', manage_childs: true, awarding_results: true },
  'admin.co': { role: 'ADMIN_BANCA', country: 'CO', manage_childs: true, awarding_results: false },
} as const;
export type DemoUsername = keyof typeof DEMO_USERS;

export async function signInAs(app: FastifyInstance, username: DemoUsername | string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: signIn.method, url: signIn.path, payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`No se pudo iniciar sesión como ${username}: ${response.body}`);
  return response.json<SignInResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new app on its own database (see `build`) and the token of a demo user, the admin unless said. */
export async function buildSignedIn(
  username: DemoUsername = 'admin',
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; token: string }> {
  const t = await build(overrides);
  return { t, token: (await signInAs(t.app, username)).access_token };
}

/** The app a test file shares (see `build`) and each demo user's token, signed in once, on first use. */
export interface SharedTestApp extends Omit<TestApp, 'close'> {
  tokenOf(username: string): Promise<string>;
}

/** The file's app: built before its tests, closed after them. */
export function sharedTestApp(overrides: Partial<Config> = {}): SharedTestApp {
  let built: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    built = await build(overrides);
  });
  afterAll(() => built.close());
  return {
    get app() {
      return built.app;
    },
    get database() {
      return built.database;
    },
    get config() {
      return built.config;
    },
    get realPostgres() {
      return built.realPostgres;
    },
    get databaseUrl() {
      return built.databaseUrl;
    },
    async tokenOf(username: string) {
      if (!tokens.has(username)) tokens.set(username, (await signInAs(built.app, username)).access_token);
      return tokens.get(username)!;
    },
  };
}
