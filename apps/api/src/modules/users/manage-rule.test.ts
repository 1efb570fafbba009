import { ROLES, refreshSession, resetUserPassword, updateUser, type Role } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { DEMO_PASSWORD, bearer, signInAs } from '../../../test/session';
import { hashPassword } from '../../lib/passwords';
import { rowsOf } from '../../lib/raw-query';

/**
 * The manage rule across every pair of users (issue 19, finding 1): a user may change another only
 * if that one is below it (a lower role, or a partner under its own), never a peer of its role at
 * its partner, and never one holding a right it lacks. Checked over HTTP with a change that
 * changes nothing (the same name), so every pair can be tried on one database.
 */

interface Account {
  id: number;
  username: string;
  name: string;
  role: Role;
  path: string;
  manage_childs: boolean;
  awarding_results: boolean;
}

let t: TestApp;
let accounts: Account[];
const tokens = new Map<string, string>();
const refreshTokens = new Map<string, string>();

beforeAll(async () => {
  t = await build();
  // Colleagues that the probe found could be taken over: a supervisor who may award, a second user of a distributor.
  const hash = await hashPassword(DEMO_PASSWORD);
  await t.database.db
    .execute(sql`INSERT INTO users (username, password_hash, name, role, partner_id, manage_childs, awarding_results)
    VALUES ('supervisor.premia', ${hash}, 'Sara Supervisora', 'SUPERV_BANCA', (SELECT id FROM partners WHERE code = 'BVE'), true, true),
           ('distribuidor.b', ${hash}, 'Bruno Distribuidor', 'DISTRIBUIDOR', (SELECT id FROM partners WHERE code = 'DCE'), true, false)`);
  accounts = await rowsOf<Account>(
    t.database.db,
    sql`SELECT u.id, u.username, u.name, u.role, p.path, u.manage_childs, u.awarding_results
          FROM users u JOIN partners p ON p.id = u.partner_id ORDER BY u.id`,
  );
  for (const account of accounts) {
    const session = await signInAs(t.app, account.username);
    tokens.set(account.username, session.access_token);
    refreshTokens.set(account.username, session.refresh_token);
  }
});
afterAll(() => t.close());

const rank = (role: Role) => ROLES.indexOf(role);
const mayUseUsers = (a: Account) => ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'].includes(a.role) && a.manage_childs;
const inSubtree = (caller: Account, target: Account) => target.path.startsWith(caller.path);

/** What the issue asks, written out: the status a caller must get when it changes a target. */
function expectedStatus(caller: Account, target: Account): number {
  if (!mayUseUsers(caller)) return 403;
  if (!inSubtree(caller, target)) return 404;
  if (caller.id === target.id) return 200;
  if (rank(target.role) < rank(caller.role)) return 403;
  if (target.path === caller.path && target.role === caller.role) return 403;
  if ((target.awarding_results && !caller.awarding_results) || (target.manage_childs && !caller.manage_childs))
    return 403;
  return 200;
}

const change = (caller: string, payload: object) =>
  t.app.inject({ method: 'POST', url: updateUser.path, headers: bearer(tokens.get(caller)!), payload });

describe('which users a user may change', () => {
  it('holds for every pair of users of the demo network', async () => {
    const wrong: string[] = [];
    for (const caller of accounts) {
      for (const target of accounts) {
        const answer = await change(caller.username, { id: target.id, name: target.name });
        const expected = expectedStatus(caller, target);
        if (answer.statusCode !== expected)
          wrong.push(`${caller.username} → ${target.username}: ${answer.statusCode}, se esperaba ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    // The rule is not vacuous: both outcomes occur among colleagues of one banca.
    expect(
      expectedStatus(
        accounts.find((a) => a.username === 'admin')!,
        accounts.find((a) => a.username === 'supervisor')!,
      ),
    ).toBe(200);
  });

  it('stops a supervisor without the awarding right from taking over one who has it', async () => {
    const colleague = accounts.find((a) => a.username === 'supervisor.premia')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: resetUserPassword.path,
      headers: bearer(tokens.get('supervisor')!),
      payload: { id: colleague.id, password: 'tomada-1234' },
    });
    expect(reset.statusCode).toBe(403);
    const strip = await change('supervisor', { id: colleague.id, manage_childs: false });
    expect(strip.statusCode).toBe(403);
    expect((await signInAs(t.app, 'supervisor.premia')).access_token).toBeTruthy();
  });

  it('stops a distributor from resetting the other user of its own partner', async () => {
    const other = accounts.find((a) => a.username === 'distribuidor.b')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: resetUserPassword.path,
      headers: bearer(tokens.get('distribuidor')!),
      payload: { id: other.id, password: 'tomada-1234' },
    });
    expect(reset.statusCode).toBe(403);
  });
});

describe('changing one’s own password (finding 2)', () => {
  const own = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: resetUserPassword.path,
      headers: bearer(tokens.get('distribuidor.b')!),
      payload,
    });
  const me = () => accounts.find((a) => a.username === 'distribuidor.b')!;

  it('asks for the current password, and refuses a wrong one', async () => {
    const missing = await own({ id: me().id, password: 'nueva-clave-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: 'current_password' })]);
    const wrong = await own({ id: me().id, password: 'nueva-clave-1', current_password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'current_password', message: 'La contraseña actual no es correcta.' },
    ]);
    expect((await signInAs(t.app, 'distribuidor.b')).access_token).toBeTruthy();
  });

  it('changes it with the current one, ends the sessions and is audited', async () => {
    const answer = await own({ id: me().id, password: 'nueva-clave-1', current_password: DEMO_PASSWORD });
    expect(answer.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: refreshSession.path,
      headers: bearer(refreshTokens.get('distribuidor.b')!),
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signInAs(t.app, 'distribuidor.b', 'nueva-clave-1')).access_token).toBeTruthy();
    const [audit] = await rowsOf<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = ${String(me().id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.action).toBe('CHANGE_PASSWORD');
  });
});
