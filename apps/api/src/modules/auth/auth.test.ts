import * as contracts from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, refreshTokenFamilies, users } from '../../db/schema';
import { build, type TestApp } from '../../../test/build';
import { buildServer } from '../../build-server';
import { craftJwt, nowSeconds } from '../../../test/jwt';
import { bearer, signInAs } from '../../../test/session';
import { pathOf } from '../../../test/paths';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const session = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: pathOf(contracts.getSession), headers: { ...bearer(token), ...headers } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: pathOf(contracts.refreshSession), headers: bearer(token) });
const signInRaw = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: pathOf(contracts.signIn), payload: { username, password }, remoteAddress });
const auditCount = async (action: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, action))
  )[0]!.n;

describe('sign-in', () => {
  it('answers tokens and the session user of the demo admin', async () => {
    const answer = await signInAs(t.app, 'admin');
    expect(answer.user).toMatchObject({
      username: 'admin',
      role: 'ADMIN_BANCA',
      country_iso2: 'VE',
      currency: 'BS',
      manage_childs: true,
      awarding_results: true,
      partner: { name: 'Banca Venezuela', kind: 'BANCA' },
    });
    expect(answer.expires_in).toBe(t.config.accessTokenTtlSeconds);
    const me = await session(answer.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('admin');
  });

  it('takes the country and currency from the partner', async () => {
    const { user } = await signInAs(t.app, 'admin.co');
    expect(user).toMatchObject({ country_iso2: 'CO', currency: 'COP', partner: { name: 'Banca Colombia' } });
  });

  it('accepts the username in any case', async () => {
    const { user } = await signInAs(t.app, 'SUPERVISOR');
    expect(user.username).toBe('supervisor');
  });

  it('answers the same generic 401 for a wrong password and an unknown user, and audits both', async () => {
    const before = await auditCount('LOGIN_FAILED');
    const wrong = await signInRaw('agencia', 'nope', '10.1.0.1');
    const unknown = await signInRaw('nadie', 'demo1234', '10.1.0.1');
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Usuario o contraseña incorrectos.',
      });
    }
    expect(await auditCount('LOGIN_FAILED')).toBe(before + 2);
  });

  it('rejects a malformed body with the failing fields in Spanish', async () => {
    const answer = await t.app.inject({ method: 'POST', url: pathOf(contracts.signIn), payload: { username: '' } });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'El usuario es obligatorio.' },
        { field: 'password', message: 'La contraseña es obligatoria.' },
      ]),
    );
  });

  it('slows an account down from the address that fails, not the owner signing in from its usual one', async () => {
    expect((await signInRaw('distribuidor2', 'demo1234', '10.2.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signInRaw('distribuidor2', 'mala', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await signInRaw('distribuidor2', 'demo1234', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from where it last signed in, is not held by the attacker's failures.
    expect((await signInRaw('distribuidor2', 'demo1234', '10.2.9.9')).statusCode).toBe(200);
  });

  it('holds an account attacked from many addresses after 50 failures, except from its usual address', async () => {
    expect((await signInRaw('supervisor', 'demo1234', '10.6.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 50; i++)
      expect((await signInRaw('supervisor', 'mala', `10.6.${i >> 4}.${i & 15}`)).statusCode).toBe(401);
    expect((await signInRaw('supervisor', 'demo1234', '10.6.8.1')).statusCode).toBe(429);
    expect((await signInRaw('supervisor', 'demo1234', '10.6.9.9')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'supervisor'));
    expect(row!.failedLoginCount).toBe(0);
  });

  it('throttles an unknown username exactly like a real account, so 429 reveals nothing', async () => {
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await signInRaw('agencia', 'mala', '10.5.0.1')).statusCode);
      unknown.push((await signInRaw('no-existe-nadie', 'mala', '10.5.1.1')).statusCode);
    }
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toBe(429);
    const spreadReal: number[] = [];
    const spreadUnknown: number[] = [];
    for (let i = 0; i < 52; i++) {
      spreadReal.push((await signInRaw('polla', 'mala', `10.7.${i >> 4}.${i & 15}`)).statusCode);
      spreadUnknown.push((await signInRaw('tampoco-existe', 'mala', `10.8.${i >> 4}.${i & 15}`)).statusCode);
    }
    expect(spreadUnknown).toEqual(spreadReal);
    expect(spreadReal.at(-1)).toBe(429);
    await t.database.db
      .update(users)
      .set({ loginBlockedUntil: null, failedLoginCount: 0 })
      .where(eq(users.username, 'polla'));
  });

  it('counts failures in the database, so that every API process sees them', async () => {
    const other = await buildServer({ config: t.config, database: t.database });
    try {
      for (let i = 0; i < 5; i++) expect((await signInRaw('admin.co', 'mala', '10.9.0.1')).statusCode).toBe(401);
      const elsewhere = await other.inject({
        method: 'POST',
        url: pathOf(contracts.signIn),
        payload: { username: 'admin.co', password: 'demo1234' },
        remoteAddress: '10.9.0.1',
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('slows an address down after 20 failures, whatever the account', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signInRaw(`fantasma${i % 4}-${i}`, 'x', '10.3.0.1')).statusCode).toBe(401);
    const answer = await signInRaw('admin', 'demo1234', '10.3.0.1');
    expect(answer.statusCode).toBe(429);
    expect((await signInRaw('admin', 'demo1234', '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('blocked and inactive users', () => {
  it('cannot sign in, and tokens issued before stop working at once', async () => {
    const { access_token, refresh_token } = await signInAs(t.app, 'polla');
    await t.database.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.username, 'polla'));
    try {
      expect((await session(access_token)).statusCode).toBe(401);
      expect((await refresh(refresh_token)).statusCode).toBe(401);
      const answer = await signInRaw('polla', 'demo1234', '10.4.0.1');
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('INVALID_CREDENTIALS');
    } finally {
      await t.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.username, 'polla'));
    }
  });

  it('cannot act when a partner above it is inactive', async () => {
    const { access_token } = await signInAs(t.app, 'taquilla');
    await t.database.db.execute(sql`UPDATE partners SET status = 'INACTIVE' WHERE code = 'DCE'`);
    try {
      expect((await session(access_token)).statusCode).toBe(401);
      expect((await signInRaw('taquilla', 'demo1234', '10.4.0.2')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE partners SET status = 'ACTIVE' WHERE code = 'DCE'`);
    }
  });
});

describe('access tokens', () => {
  /** A signed-in user and the session its tokens belong to. */
  const signedIn = async () => {
    const { user, access_token } = await signInAs(t.app, 'agencia');
    const sid = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()).sid as string;
    return { id: String(user.id), sid };
  };

  it('rejects a missing, expired, tampered, unsigned, foreign, wrong-type or sessionless token', async () => {
    const { id, sid } = await signedIn();
    const secret = t.config.jwtSecret;
    const good = craftJwt({ sub: id, typ: 'access', sid, iat: nowSeconds(), exp: nowSeconds() + 60 }, secret);
    expect((await session(good)).statusCode).toBe(200);

    const [head, , signature] = good.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ sub: '1', typ: 'access', sid, iat: nowSeconds(), exp: nowSeconds() + 60 }),
    ).toString('base64url');
    const cases = {
      expired: craftJwt({ sub: id, typ: 'access', sid, iat: nowSeconds() - 120, exp: nowSeconds() - 60 }, secret),
      noSession: craftJwt({ sub: id, typ: 'access', iat: nowSeconds(), exp: nowSeconds() + 60 }, secret),
      badSession: craftJwt({ sub: id, typ: 'access', sid: 'x', iat: nowSeconds(), exp: nowSeconds() + 60 }, secret),
      unknownSession: craftJwt(
        { sub: id, typ: 'access', sid: '00000000-0000-4000-8000-000000000000', exp: nowSeconds() + 60 },
        secret,
      ),
      tampered: `${head}.${otherBody}.${signature}`,
      unsigned: craftJwt({ sub: id, typ: 'access', exp: nowSeconds() + 60 }, secret, 'none'),
      foreign: craftJwt({ sub: id, typ: 'access', exp: nowSeconds() + 60 }, 'otro-secreto-que-no-es-el-del-servidor'),
      wrongType: craftJwt({ sub: id, typ: 'refresh', exp: nowSeconds() + 60 }, secret),
      garbage: 'no-es-un-jwt',
    };
    for (const [name, token] of Object.entries(cases)) {
      const answer = await session(token);
      expect(answer.statusCode, name).toBe(401);
      expect(answer.json().code, name).toBe('INVALID_TOKEN');
    }
    const none = await t.app.inject({ method: 'GET', url: pathOf(contracts.getSession) });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
  });

  it('stops accepting a token the moment it expires, though it was verified before', async () => {
    // At least a whole second to be verified and remembered, even on a busy machine.
    const expiresAt = nowSeconds() + 2;
    const { id, sid } = await signedIn();
    const token = craftJwt({ sub: id, typ: 'access', sid, iat: nowSeconds(), exp: expiresAt }, t.config.jwtSecret);
    expect((await session(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    const late = await session(token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('INVALID_TOKEN');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const first = await signInAs(t.app, 'supervisor');
    const answer = await refresh(first.refresh_token);
    expect(answer.statusCode).toBe(200);
    const next = answer.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await session(next.access_token)).json().username).toBe('supervisor');
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await signInAs(t.app, 'supervisor');
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The legitimate newest token is dead too: the family is revoked.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect(await auditCount('TOKEN_REUSE')).toBeGreaterThan(0);
  });

  it('refuses a refresh token whose family is past its absolute expiry', async () => {
    const first = await signInAs(t.app, 'supervisor');
    await t.database.db.execute(
      sql`UPDATE refresh_token_families SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`,
    );
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an access token used as a refresh token', async () => {
    const first = await signInAs(t.app, 'supervisor');
    expect((await refresh(first.access_token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: pathOf(contracts.refreshSession) })).statusCode).toBe(401);
  });

  it('logout revokes the family, so its refresh token no longer works', async () => {
    const first = await signInAs(t.app, 'distribuidor');
    const out = await t.app.inject({
      method: 'POST',
      url: pathOf(contracts.signOut),
      headers: bearer(first.refresh_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    const families = await t.database.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.revokedReason, 'LOGOUT'));
    expect(families.length).toBeGreaterThan(0);
  });
});

describe('timezone header', () => {
  it('rejects an invalid zone with 400 and accepts a valid one', async () => {
    const { access_token } = await signInAs(t.app, 'admin');
    const bad = await session(access_token, { 'x-timezone': 'America/Narnia' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TIMEZONE', fields: [{ field: 'x-timezone' }] });
    expect((await session(access_token, { 'x-timezone': 'America/Bogota' })).statusCode).toBe(200);
  });
});
