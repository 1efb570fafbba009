import {
  blockUser,
  createUser,
  getSession,
  getUser,
  listUsers,
  refreshSession,
  resetUserPassword,
  unblockUser,
  updateUser,
} from '@banca/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partners, users } from '../../db/schema';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
const token: Record<string, string> = {};
const partnerId: Record<string, number> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  // distribuidor2 may manage its own network here, so that only the scope rule stands between it and Centro.
  await t.database.db.update(users).set({ manageChilds: true }).where(eq(users.username, 'distribuidor2'));
  for (const name of ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'admin.pa'])
    token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await t.database.db.select().from(partners)) partnerId[row.code] = row.id;
  for (const row of await t.database.db.select().from(users)) userId[row.username] = row.id;
});
afterAll(() => t.close());

const PATHS = {
  list: listUsers.path,
  get: getUser.path,
  create: createUser.path,
  update: updateUser.path,
  block: blockUser.path,
  unblock: unblockUser.path,
  'reset-password': resetUserPassword.path,
};
const post = (path: keyof typeof PATHS, who: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: PATHS[path], headers: bearer(token[who]!), payload: payload as object });
/** Creates a user as `who`: a valid password and a name unless the fields give theirs. */
const createAs = (who: string, fields: Record<string, unknown>) =>
  post('create', who, { password: 'segura123', name: 'Usuario nuevo', ...fields });
const userRow = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!;
const lastAudit = async (entity: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1)
  )[0];
const auditCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('list and get', () => {
  it('lists the users of the subtree with filters and paging', async () => {
    const all = (await post('list', 'admin', { per_page: 100 })).json();
    expect(all.data.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'agencia', 'taquilla']),
    );
    expect(all.data.map((u: { username: string }) => u.username)).not.toContain('admin.pa');
    expect(all.data[0]).not.toHaveProperty('password_hash');
    const sellers = (await post('list', 'admin', { role: 'VEND_TAQUILLA' })).json();
    expect(sellers.data.map((u: { username: string }) => u.username)).toEqual(['taquilla']);
    const centro = (await post('list', 'admin', { partner_id: partnerId.DCE, sort: 'username' })).json();
    expect(centro.data.map((u: { username: string }) => u.username)).toEqual([
      'agencia',
      'distribuidor',
      'polla',
      'taquilla',
    ]);
    const search = (await post('list', 'admin', { search: 'tomás' })).json();
    expect(search.data).toHaveLength(1);
    const paged = (await post('list', 'admin', { per_page: 2, page: 2 })).json();
    expect(paged).toMatchObject({ page: 2, per_page: 2 });
    expect(paged.data).toHaveLength(2);
  });

  it('never shows an outsider the users of another branch, not even in the count', async () => {
    const oriente = (await post('list', 'distribuidor2', { search: 'agencia' })).json();
    expect(oriente.total).toBe(0);
    const filtered = (await post('list', 'distribuidor2', { partner_id: partnerId.ACE1 })).json();
    expect(filtered).toMatchObject({ total: 0, data: [] });
    const get = await post('get', 'distribuidor2', { id: userId.agencia });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('NOT_FOUND');
    expect((await post('get', 'admin', { id: userId.agencia })).json()).toMatchObject({
      username: 'agencia',
      partner: { name: 'Agencia Centro 1' },
    });
  });
});

describe('create', () => {
  it('creates a seller on a taquilla, audits it without the hash, and the new user can sign in', async () => {
    const before = await auditCount();
    const answer = await createAs('admin', {
      username: 'Vendedor.Nuevo',
      password: 'segura123',
      name: 'Vera Vendedora',
      role: 'VEND_TAQUILLA',
      partner_id: partnerId['ACE1-T1'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      username: 'Vendedor.Nuevo',
      role: 'VEND_TAQUILLA',
      status: 'ACTIVE',
      manage_childs: false,
    });
    expect(await auditCount()).toBe(before + 1);
    const audit = await lastAudit('user');
    expect(audit).toMatchObject({ action: 'CREATE', subjectPartnerId: partnerId['ACE1-T1'], username: 'admin' });
    expect(JSON.stringify(audit!.after)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect((await userRow('Vendedor.Nuevo')).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signInAs(t.app, 'vendedor.nuevo', 'segura123')).user.username).toBe('Vendedor.Nuevo');
  });

  it('answers Spanish field errors for bad input', async () => {
    const answer = await createAs('admin', {
      username: 'x',
      password: 'corta',
      name: '',
      role: 'JEFE',
      partner_id: partnerId.ACE1,
    });
    expect(answer.statusCode).toBe(400);
    const fields = Object.fromEntries(
      answer.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      username: 'El usuario debe tener al menos 3 caracteres.',
      password: 'La contraseña debe tener al menos 8 caracteres.',
      name: 'El nombre es obligatorio.',
      role: 'Rol no válido.',
    });
  });

  it('refuses a username already taken, whatever its case', async () => {
    const before = await auditCount();
    const answer = await createAs('admin', { username: 'AGENCIA', role: 'ADMIN_TAQUILLA', partner_id: partnerId.ACE1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields).toEqual([{ field: 'username', message: 'El nombre de usuario ya existe.' }]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a role that does not fit the partner’s kind', async () => {
    const answer = await createAs('admin', { username: 'malrol', role: 'VEND_TAQUILLA', partner_id: partnerId.ACE1 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields[0]).toMatchObject({
      field: 'role',
      message: expect.stringContaining('no corresponde a un asociado de tipo Agencia'),
    });
  });

  it('refuses privilege escalation: a higher role, a flag the caller lacks', async () => {
    const admin = await createAs('supervisor', { username: 'jefe2', role: 'ADMIN_BANCA', partner_id: partnerId.BVE });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().fields[0].field).toBe('role');
    const flag = await createAs('supervisor', {
      username: 'premiador',
      role: 'SUPERV_BANCA',
      partner_id: partnerId.BVE,
      awarding_results: true,
    });
    expect(flag.statusCode).toBe(403);
    expect(flag.json().fields).toEqual([
      { field: 'awarding_results', message: expect.stringContaining('usted no lo tiene') },
    ]);
    const dist = await createAs('distribuidor', { username: 'sup2', role: 'SUPERV_BANCA', partner_id: partnerId.DCE });
    expect(dist.statusCode).toBe(403);
    expect(
      (
        await t.database.db
          .select()
          .from(users)
          .where(sql`username IN ('jefe2','premiador','sup2')`)
      ).length,
    ).toBe(0);
  });

  it('refuses a partner outside the caller’s subtree as not found', async () => {
    const answer = await createAs('distribuidor2', {
      username: 'intruso',
      role: 'ADMIN_TAQUILLA',
      partner_id: partnerId.ACE1,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().fields).toEqual([{ field: 'partner_id', message: 'El asociado no existe.' }]);
  });
});

describe('update', () => {
  it('changes the fields sent and audits before and after', async () => {
    const answer = await post('update', 'admin', {
      id: userId.agencia,
      name: 'Alicia Cambiada',
      email: 'alicia@example.com',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Alicia Cambiada',
      email: 'alicia@example.com',
      role: 'ADMIN_TAQUILLA',
    });
    const audit = await lastAudit('user');
    expect(audit).toMatchObject({
      action: 'UPDATE',
      before: { name: 'Alicia Agencia' },
      after: { name: 'Alicia Cambiada' },
    });
  });

  it('lets nobody edit itself out of its own role or flags', async () => {
    const answer = await post('update', 'admin', { id: userId.admin, manage_childs: false });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual([
      { field: 'manage_childs', message: 'No puede cambiar sus propios permisos.' },
    ]);
    expect((await userRow('admin')).manageChilds).toBe(true);
    expect((await post('update', 'admin', { id: userId.admin, name: 'Ana A.' })).statusCode).toBe(200);
  });

  it('refuses editing a user above the caller, and an outsider gets 404 with nothing changed', async () => {
    expect((await post('update', 'supervisor', { id: userId.admin, name: 'Hackeado' })).statusCode).toBe(403);
    const outsider = await post('update', 'distribuidor2', { id: userId.agencia, name: 'Hackeada' });
    expect(outsider.statusCode).toBe(404);
    expect((await userRow('agencia')).name).toBe('Alicia Cambiada');
    const move = await post('update', 'distribuidor', { id: userId.agencia, partner_id: partnerId.AOR1 });
    expect(move.statusCode).toBe(404);
    expect(move.json().fields[0].field).toBe('partner_id');
  });
});

describe('block, unblock and reset password', () => {
  it('blocks at once: the access token stops working and the refresh token is revoked', async () => {
    const session = await signInAs(t.app, 'taquilla');
    const me = () => t.app.inject({ method: 'GET', url: getSession.path, headers: bearer(session.access_token) });
    expect((await me()).statusCode).toBe(200);
    const answer = await post('block', 'admin', { id: userId.taquilla });
    expect(answer.json().status).toBe('BLOCKED');
    expect((await me()).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: refreshSession.path, headers: bearer(session.refresh_token) }))
        .statusCode,
    ).toBe(401);
    expect((await lastAudit('user'))!.action).toBe('BLOCK');
    expect((await post('unblock', 'admin', { id: userId.taquilla })).json().status).toBe('ACTIVE');
    expect((await signInAs(t.app, 'taquilla')).user.username).toBe('taquilla');
  });

  it('refuses blocking oneself, a superior, or an outsider’s user', async () => {
    expect((await post('block', 'admin', { id: userId.admin })).statusCode).toBe(422);
    expect((await post('block', 'supervisor', { id: userId.admin })).statusCode).toBe(403);
    expect((await post('block', 'distribuidor2', { id: userId.agencia })).statusCode).toBe(404);
    expect((await userRow('agencia')).status).toBe('ACTIVE');
    expect((await userRow('admin')).status).toBe('ACTIVE');
  });

  it('resets a password: the old one fails, the new one works, the log holds no hash', async () => {
    const short = await post('reset-password', 'admin', { id: userId.polla, password: '123' });
    expect(short.json().fields).toEqual([
      { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' },
    ]);
    expect((await post('reset-password', 'admin', { id: userId.polla, password: 'nueva-clave-1' })).json()).toEqual({
      ok: true,
    });
    await expect(signInAs(t.app, 'polla')).rejects.toThrow();
    expect((await signInAs(t.app, 'polla', 'nueva-clave-1')).user.username).toBe('polla');
    const audit = await lastAudit('user');
    expect(audit!.action).toBe('RESET_PASSWORD');
    expect(JSON.stringify([audit!.before, audit!.after])).not.toMatch(/argon2|nueva-clave/);
    expect(
      (await post('reset-password', 'distribuidor2', { id: userId.polla, password: 'otra-clave-2' })).statusCode,
    ).toBe(404);
  });
});
