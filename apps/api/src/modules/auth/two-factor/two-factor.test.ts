import * as contracts from '@banca/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../../test/build';
import { pathOf } from '../../../../test/paths';
import { bearer, DEMO_PASSWORD, signInAs } from '../../../../test/session';
import { auditLog, loginThrottle, twoFactorRecoveryCodes, userTwoFactor, users } from '../../../db/schema';
import { codeAt, fromBase32, stepAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (
  contract: contracts.EndpointContract,
  payload: object,
  headers: Record<string, string> = {},
  ip = '10.40.0.1',
) => t.app.inject({ method: contract.method, url: pathOf(contract), payload, headers, remoteAddress: ip });
const signInRaw = (username: string, ip = '10.40.0.1') =>
  post(contracts.signIn, { username, password: DEMO_PASSWORD }, {}, ip);
const codeNow = (secret: string) => codeAt(fromBase32(secret), stepAt(Date.now()));
const userIdOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
/** The authenticator's next code: forget the step used last, as 30 seconds passing would. */
const forgetUsedStep = async (username: string) =>
  t.database.db
    .update(userTwoFactor)
    .set({ lastUsedStep: 0 })
    .where(eq(userTwoFactor.userId, await userIdOf(username)));
const audits = async (action: string, userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));

/** Enrols a demo user from its own session; answers its secret and recovery codes. */
async function enrol(username: string) {
  const { access_token } = await signInAs(t.app, username);
  const setup = await post(contracts.setupTwoFactor, {}, bearer(access_token));
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<contracts.TwoFactorSetup>();
  const activated = await post(contracts.activateTwoFactor, { code: codeNow(secret) }, bearer(access_token));
  expect(activated.statusCode).toBe(200);
  return { secret, access_token, ...activated.json<contracts.RecoveryCodes>() };
}

/** Whether an access token still opens the caller's session (GET session). */
async function sessionLives(accessToken: string): Promise<boolean> {
  const answer = await t.app.inject({ method: 'GET', url: pathOf(contracts.getSession), headers: bearer(accessToken) });
  return answer.statusCode === 200;
}

async function challengeOf(username: string, ip?: string) {
  const answer = await signInRaw(username, ip);
  expect(answer.statusCode).toBe(200);
  const body = answer.json<contracts.SignInAnswer>();
  if (!contracts.isTwoFactorChallenge(body)) throw new Error(`${username} entró sin segundo paso`);
  return body;
}

describe('enrolment from the user’s own session', () => {
  it('sets up a secret, refuses a wrong first code and turns on with a right one, answering hashed recovery codes', async () => {
    const { access_token } = await signInAs(t.app, 'supervisor');
    const status = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getTwoFactorStatus),
      headers: bearer(access_token),
    });
    expect(status.json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const setup = (await post(contracts.setupTwoFactor, {}, bearer(access_token))).json<contracts.TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Banca%3Asupervisor?secret=${setup.secret}&issuer=Banca&algorithm=SHA1&digits=6&period=30`,
    );
    const right = codeNow(setup.secret);
    const wrong = await post(
      contracts.activateTwoFactor,
      { code: right === '000000' ? '111111' : '000000' },
      bearer(access_token),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual([{ field: 'code', message: 'El código no es válido.' }]);

    const activated = await post(contracts.activateTwoFactor, { code: right }, bearer(access_token));
    expect(activated.statusCode).toBe(200);
    const { recovery_codes } = activated.json<contracts.RecoveryCodes>();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const userId = await userIdOf('supervisor');
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, userId));
    expect(stored.map((row) => row.codeHash)).not.toContain(recovery_codes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    const [secretRow] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(secretRow!.sealedSecret).not.toContain(setup.secret);
    expect(await audits('TWO_FACTOR_ENABLED', userId)).toHaveLength(1);

    const again = await post(contracts.setupTwoFactor, {}, bearer(access_token));
    expect(again.statusCode).toBe(409);
  });

  it('ends the other sessions of the user, opened with the password alone, and keeps the one it was turned on from', async () => {
    const older = await signInAs(t.app, 'admin.pa');
    const { access_token } = await enrol('admin.pa');
    expect(await sessionLives(older.access_token)).toBe(false);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: pathOf(contracts.refreshSession),
      headers: bearer(older.refresh_token),
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await sessionLives(access_token)).toBe(true);
  });

  it('is only for ADMIN_BANCA, SUPERV_BANCA and DISTRIBUIDOR', async () => {
    const { access_token } = await signInAs(t.app, 'agencia');
    expect((await post(contracts.setupTwoFactor, {}, bearer(access_token))).statusCode).toBe(403);
  });
});

describe('sign-in with the second factor', () => {
  it('asks for the code after the password, and only a right code opens the session', async () => {
    const { secret } = await enrol('distribuidor');
    const challenge = await challengeOf('distribuidor');
    expect(challenge).toMatchObject({ two_factor: 'CODE', expires_in: 300 });
    expect(challenge).not.toHaveProperty('access_token');
    // The challenge token is no access token.
    const asAccess = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getSession),
      headers: bearer(challenge.challenge_token),
    });
    expect(asAccess.statusCode).toBe(401);

    const userId = await userIdOf('distribuidor');
    const right = codeNow(secret);
    const wrong = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: challenge.challenge_token,
      code: right === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('El código de verificación no es válido.');
    const failures = await audits('LOGIN_FAILED', userId);
    expect(failures.at(-1)!.after).toMatchObject({ reason: 'BAD_TWO_FACTOR_CODE' });

    await forgetUsedStep('distribuidor');
    const opened = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: challenge.challenge_token,
      code: right,
    });
    expect(opened.statusCode).toBe(200);
    const session = opened.json<contracts.VerifyTwoFactorResponse>();
    expect(session.recovery_codes).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getSession),
      headers: bearer(session.access_token),
    });
    expect(me.json().username).toBe('distribuidor');
    expect((await audits('LOGIN', userId)).at(-1)!.after).toEqual({ two_factor: 'TOTP' });

    // The same code is spent, even on a new challenge.
    const replay = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: (await challengeOf('distribuidor')).challenge_token,
      code: right,
    });
    expect(replay.statusCode).toBe(401);
  });

  it('takes each recovery code once in place of the code', async () => {
    const { recovery_codes } = await enrol('distribuidor2');
    const first = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: (await challengeOf('distribuidor2')).challenge_token,
      code: recovery_codes[0]!.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: (await challengeOf('distribuidor2')).challenge_token,
      code: recovery_codes[0],
    });
    expect(again.statusCode).toBe(401);
    const status = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getTwoFactorStatus),
      headers: bearer(first.json().access_token),
    });
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 9 });

    // Turned off with another recovery code, sign-in asks for nothing more.
    const off = await post(contracts.disableTwoFactor, { code: recovery_codes[1] }, bearer(first.json().access_token));
    expect(off.json()).toEqual({ ok: true });
    expect(await audits('TWO_FACTOR_DISABLED', await userIdOf('distribuidor2'))).toHaveLength(1);
    expect(contracts.isTwoFactorChallenge((await signInRaw('distribuidor2')).json())).toBe(false);
  });

  it('opens one session per challenge: a second answer is refused, even with another good code or at the same moment', async () => {
    const { recovery_codes } = await enrol('distribuidor2');
    const { challenge_token } = await challengeOf('distribuidor2');
    const first = await post(contracts.verifyTwoFactorChallenge, { challenge_token, code: recovery_codes[0] });
    expect(first.statusCode).toBe(200);
    const second = await post(contracts.verifyTwoFactorChallenge, { challenge_token, code: recovery_codes[1] });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('INVALID_TOKEN');

    // A wrong code does not spend the challenge; of two right answers at once, one opens a session.
    const racing = (await challengeOf('distribuidor2')).challenge_token;
    expect(
      (await post(contracts.verifyTwoFactorChallenge, { challenge_token: racing, code: '000000' })).statusCode,
    ).toBe(401);
    const both = await Promise.all(
      [recovery_codes[2], recovery_codes[3]].map((code) =>
        post(contracts.verifyTwoFactorChallenge, { challenge_token: racing, code }),
      ),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const off = await post(contracts.disableTwoFactor, { code: recovery_codes[4] }, bearer(first.json().access_token));
    expect(off.json()).toEqual({ ok: true });
  });

  it('refuses a malformed code by field, and a tampered or foreign token', async () => {
    const challenge = await challengeOf('distribuidor');
    const malformed = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: challenge.challenge_token,
      code: '12ab',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('code');
    const tampered = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: `${challenge.challenge_token.slice(0, -2)}xx`,
      code: '123456',
    });
    expect(tampered.json().code).toBe('INVALID_TOKEN');
    const { access_token } = await signInAs(t.app, 'admin');
    const access = await post(contracts.verifyTwoFactorChallenge, { challenge_token: access_token, code: '123456' });
    expect(access.json().code).toBe('INVALID_TOKEN');
    // A CODE challenge does not open enrolment.
    const setup = await post(contracts.setupTwoFactorChallenge, { challenge_token: challenge.challenge_token });
    expect(setup.json().code).toBe('INVALID_TOKEN');
  });

  it('throttles wrong codes like wrong passwords: after five, the account waits', async () => {
    // The earlier tests' wrong codes are forgotten, as an hour without failures would.
    await t.database.db.delete(loginThrottle).where(like(loginThrottle.key, 'two-factor:%'));
    const challenge = await challengeOf('distribuidor', '10.41.0.1');
    const attempt = (ip: string) =>
      post(contracts.verifyTwoFactorChallenge, { challenge_token: challenge.challenge_token, code: '000000' }, {}, ip);
    const answers: number[] = [];
    // From several addresses: the account's own key holds them all.
    for (let i = 0; i < 6; i++) answers.push((await attempt(`10.41.1.${i}`)).statusCode);
    expect(answers.slice(0, 5).every((status) => status === 401)).toBe(true);
    const held = await attempt('10.41.2.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the banca’s rule', () => {
  it('is set by the ADMIN_BANCA only, audited, and makes its users enrol at sign-in; other bancas and roles are untouched', async () => {
    const admin = await signInAs(t.app, 'admin');
    const withoutSecondFactor = await signInAs(t.app, 'distribuidor2');
    const supervisor = (await challengeOf('supervisor')).challenge_token;
    expect(supervisor).toBeTruthy();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(contracts.updateTwoFactorPolicy),
      headers: bearer(admin.access_token),
      payload: { required: true },
    });
    expect(put.json()).toEqual({ required: true });
    // Sessions opened with the password alone end; the administrator's own stays.
    expect(await sessionLives(withoutSecondFactor.access_token)).toBe(false);
    expect(await sessionLives(admin.access_token)).toBe(true);
    expect((await audits('TWO_FACTOR_POLICY', admin.user.id)).at(-1)!.after).toEqual({ required: true });
    const notYes = await t.app.inject({
      method: 'PUT',
      url: pathOf(contracts.updateTwoFactorPolicy),
      headers: bearer(admin.access_token),
      payload: { required: 'sí' },
    });
    expect(notYes.json().fields[0].field).toBe('required');

    // The admin itself is not enrolled: it must enrol now.
    const challenge = await challengeOf('admin');
    expect(challenge.two_factor).toBe('ENROL');
    const setup = await post(contracts.setupTwoFactorChallenge, { challenge_token: challenge.challenge_token });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<contracts.TwoFactorSetup>();
    const opened = await post(contracts.verifyTwoFactorChallenge, {
      challenge_token: challenge.challenge_token,
      code: codeNow(secret),
    });
    expect(opened.statusCode).toBe(200);
    const session = opened.json<contracts.VerifyTwoFactorResponse>();
    expect(session.recovery_codes).toHaveLength(10);
    expect((await audits('LOGIN', admin.user.id)).at(-1)!.after).toEqual({ two_factor: 'ENROLMENT' });

    // A required second factor cannot be turned off.
    await forgetUsedStep('admin');
    const off = await post(contracts.disableTwoFactor, { code: codeNow(secret) }, bearer(session.access_token));
    expect(off.statusCode).toBe(422);

    // Other roles and other bancas sign in as before.
    expect(contracts.isTwoFactorChallenge((await signInRaw('agencia')).json())).toBe(false);
    expect(contracts.isTwoFactorChallenge((await signInRaw('admin.co')).json())).toBe(false);
    const coPolicy = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getTwoFactorPolicy),
      headers: bearer((await signInAs(t.app, 'admin.co')).access_token),
    });
    expect(coPolicy.json()).toEqual({ required: false });
  });

  it('is not for other roles to read or change', async () => {
    const { access_token } = await signInAs(t.app, 'agencia');
    const read = await t.app.inject({
      method: 'GET',
      url: pathOf(contracts.getTwoFactorPolicy),
      headers: bearer(access_token),
    });
    expect(read.statusCode).toBe(403);
  });
});
