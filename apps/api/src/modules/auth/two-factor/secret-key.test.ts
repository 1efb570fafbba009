import * as contracts from '@banca/contracts';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../../test/build';
import { pathOf } from '../../../../test/paths';
import { bearer, DEMO_PASSWORD, signInAs } from '../../../../test/session';
import { buildServer } from '../../../build-server';
import { userTwoFactor, users } from '../../../db/schema';
import { rekeySecrets } from './rekey-secrets';
import { secretBox, type TwoFactorKeys } from './secret-box';
import { codeAt, fromBase32, newTotpSecret, stepAt, toBase32 } from './totp';

// The second factors' secrets live under TWO_FACTOR_KEY (ADR 048): a new JWT secret keeps them,
// a rotation keeps them, and a server given the wrong key says so instead of a bare 500.

let t: TestApp;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await t.close();
});

const newKey = () => randomBytes(32);

/** Another API process on the same database, with its own JWT secret and second-factor keys. */
async function serverWith(keys: TwoFactorKeys, jwtSecret = randomBytes(32).toString('hex')) {
  const server = await buildServer({ config: { ...t.config, jwtSecret, twoFactorKeys: keys }, database: t.database });
  servers.push(server);
  return server;
}

const userIdOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const sealedOf = async (username: string) =>
  (
    await t.database.db
      .select({ sealed: userTwoFactor.sealedSecret })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, await userIdOf(username)))
  )[0]!.sealed;
/** The authenticator's next code: forget the step used last, as 30 seconds passing would. */
const forgetUsedStep = async (username: string) =>
  t.database.db
    .update(userTwoFactor)
    .set({ lastUsedStep: 0 })
    .where(eq(userTwoFactor.userId, await userIdOf(username)));

const codeNow = (secret: string) => codeAt(fromBase32(secret), stepAt(Date.now()));

/** Enrols a demo user on `server`; answers its base32 secret. */
async function enrol(server: FastifyInstance, username: string) {
  const { access_token } = await signInAs(server, username);
  const call = (contract: contracts.EndpointContract, payload: object) =>
    server.inject({ method: contract.method, url: pathOf(contract), payload, headers: bearer(access_token) });
  const { secret } = (await call(contracts.setupTwoFactor, {})).json<contracts.TwoFactorSetup>();
  expect((await call(contracts.activateTwoFactor, { code: codeNow(secret) })).statusCode).toBe(200);
  return secret;
}

/** Password, then the authenticator's code, on `server`: the second answer. */
async function signInWithCode(server: FastifyInstance, username: string, secret: string) {
  await forgetUsedStep(username);
  const first = await server.inject({
    method: 'POST',
    url: pathOf(contracts.signIn),
    payload: { username, password: DEMO_PASSWORD },
  });
  const challenge = first.json<contracts.TwoFactorChallenge>();
  expect(challenge.two_factor).toBe('CODE');
  return server.inject({
    method: 'POST',
    url: pathOf(contracts.verifyTwoFactorChallenge),
    payload: { challenge_token: challenge.challenge_token, code: codeNow(secret) },
  });
}

describe('the second factors’ own key', () => {
  it('keeps every second factor working when the JWT secret changes, and names its key beside each secret', async () => {
    const keys = { current: newKey(), previous: [] };
    const secret = await enrol(await serverWith(keys), 'admin');
    expect(await sealedOf('admin')).toMatch(/^k1\.[0-9a-f]{12}\./);
    const answer = await signInWithCode(await serverWith(keys, randomBytes(32).toString('hex')), 'admin', secret);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty('access_token');
  });

  it('keeps them through a rotation: the previous key opens them, and the rotation moves them to the new one', async () => {
    const old = { current: newKey(), previous: [] };
    const secret = await enrol(await serverWith(old), 'supervisor');
    const rotated = { current: newKey(), previous: [old.current] };
    const during = await serverWith(rotated);
    expect((await signInWithCode(during, 'supervisor', secret)).statusCode).toBe(200);

    const outcome = await rekeySecrets(t.database.db, secretBox(rotated, t.config.jwtSecret));
    // Only the first test's admin, under a key of its own, stays unopened.
    expect(outcome.unopened).not.toContain(await userIdOf('supervisor'));
    // The sign-in above already moved this one (a secret moves the first time it is used).
    expect(secretBox({ current: rotated.current, previous: [] }, '').isCurrent(await sealedOf('supervisor'))).toBe(
      true,
    );
    const after = await serverWith({ current: rotated.current, previous: [] });
    expect((await signInWithCode(after, 'supervisor', secret)).statusCode).toBe(200);
  });

  it('moves a secret sealed the first way (a key derived from the JWT secret) to the new key', async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    const plain = newTotpSecret();
    const legacyKey = createHash('sha256').update(`two-factor:${jwtSecret}`).digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', legacyKey, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const legacy = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    await t.database.db
      .insert(userTwoFactor)
      .values({ userId: await userIdOf('distribuidor'), sealedSecret: legacy, enabledAt: new Date() });

    const keys = { current: newKey(), previous: [] };
    const outcome = await rekeySecrets(t.database.db, secretBox(keys, jwtSecret));
    expect(outcome.moved).toBeGreaterThanOrEqual(1);
    expect(await sealedOf('distribuidor')).toMatch(/^k1\./);
    const answer = await signInWithCode(await serverWith(keys), 'distribuidor', toBase32(plain));
    expect(answer.statusCode).toBe(200);
  });

  it('fails clearly with a key that did not seal the secret: a Spanish 503, and the rotation names the user', async () => {
    const keys = { current: newKey(), previous: [] };
    const secret = await enrol(await serverWith(keys), 'admin.pa');
    const wrong = await signInWithCode(await serverWith({ current: newKey(), previous: [] }), 'admin.pa', secret);
    expect(wrong.statusCode).toBe(503);
    expect(wrong.json().message).toContain('la clave con que se guardó no está configurada');

    const outcome = await rekeySecrets(t.database.db, secretBox({ current: newKey(), previous: [] }, ''));
    expect(outcome.unopened).toContain(await userIdOf('admin.pa'));
  });
});
