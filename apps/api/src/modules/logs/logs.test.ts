import { listLogFacets, listLogs, signIn } from '@banca/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partners } from '../../db/schema';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
let admin: string;
let adminPa: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  admin = (await signInAs(t.app, 'admin')).access_token;
  adminPa = (await signInAs(t.app, 'admin.pa')).access_token;
  const rows = await t.database.db
    .select()
    .from(partners)
    .where(inArray(partners.code, ['BVE', 'BPA', 'ACE1', 'APA1']));
  for (const row of rows) ids[row.code] = row.id;
  // A change by nobody's partner (a command-line tool) about Agencia Centro 1, at a known instant.
  await t.database.db.insert(auditLog).values([
    {
      at: new Date('2025-03-10T03:30:00Z'),
      action: 'CREATE',
      entity: 'user',
      entityId: 'x1',
      subjectPartnerId: ids.ACE1!,
      after: { name: 'Nuevo' },
    },
    {
      at: new Date('2025-03-10T12:00:00Z'),
      action: 'UPDATE',
      entity: 'commission',
      entityId: 'x2',
      partnerId: ids.BPA!,
      subjectPartnerId: ids.APA1!,
      before: { commission_pct: '10.00' },
      after: { commission_pct: '12.00' },
    },
  ]);
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  // With the spec's trailing slash (`/api/v2/admin/logs/`): the server ignores it.
  t.app.inject({ method: 'GET', url: `${listLogs.path}/`, query, headers: { ...bearer(token), ...headers } });

describe('GET /api/v2/admin/logs/', () => {
  it('shows the banca its own entries, newest first, with the author and the partner', async () => {
    const answer = await list(admin, { action: 'LOGIN' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({
      username: 'admin',
      action: 'LOGIN',
      entity: 'session',
      partner: { name: 'Banca Venezuela' },
    });
    const instants = body.data.map((row: { at: string }) => row.at);
    expect([...instants].sort().reverse()).toEqual(instants);
  });

  it('never shows one banca the log of another (outsider)', async () => {
    const pa = (await list(adminPa, { per_page: '500' })).json();
    const names = pa.data.flatMap(
      (row: { partner: { name: string } | null; subject_partner: { name: string } | null }) => [
        row.partner?.name,
        row.subject_partner?.name,
      ],
    );
    expect(names).toContain('Banca Panamá');
    expect(names.filter((name: string | undefined) => name && !/Panamá/.test(name))).toEqual([]);
    expect(pa.data.some((row: { username: string }) => row.username === 'admin')).toBe(false);
    expect(pa.data.some((row: { entity_id: string }) => row.entity_id === 'x1')).toBe(false);
    // Counts do not leak either.
    const veOnly = (await list(adminPa, { entity_id: 'x1' })).json();
    expect(veOnly.total).toBe(0);
    const ve = (await list(admin, { per_page: '500' })).json();
    expect(ve.data.some((row: { entity_id: string }) => row.entity_id === 'x2')).toBe(false);
  });

  it('includes entries about a partner of the subtree even without an author partner', async () => {
    const body = (await list(admin, { entity_id: 'x1' })).json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      subject_partner: { name: 'Agencia Centro 1' },
      partner: null,
      after: { name: 'Nuevo' },
    });
  });

  it('includes a failed sign-in of a user of the subtree', async () => {
    await t.app.inject({ method: 'POST', url: signIn.path, payload: { username: 'agencia', password: 'mala' } });
    const body = (await list(admin, { action: 'LOGIN_FAILED' })).json();
    expect(body.data.some((row: { user_id: number | null }) => row.user_id !== null)).toBe(true);
    expect((await list(adminPa, { action: 'LOGIN_FAILED' })).json().total).toBe(0);
  });

  it('reads the date range in the caller’s zone', async () => {
    const caracas = { 'x-timezone': 'America/Caracas' };
    const utc = { 'x-timezone': 'UTC' };
    const ids = async (query: Record<string, string>, headers: Record<string, string>) =>
      (await list(admin, { ...query, entity: 'user', action: 'CREATE' }, headers))
        .json()
        .data.map((row: { entity_id: string }) => row.entity_id);
    expect(await ids({ from: '2025-03-09', to: '2025-03-09' }, caracas)).toEqual(['x1']);
    expect(await ids({ from: '2025-03-10', to: '2025-03-10' }, caracas)).toEqual([]);
    expect(await ids({ from: '2025-03-10', to: '2025-03-10' }, utc)).toEqual(['x1']);
    expect(await ids({ to: '2025-03-09' }, utc)).toEqual([]);
  });

  it('filters by user and entity, pages, and trusts the cached count past page 1', async () => {
    const [me] = (await list(admin, { action: 'LOGIN', per_page: '1' })).json().data;
    const mine = (await list(admin, { user_id: String(me.user_id), entity: 'session', per_page: '1' })).json();
    expect(mine.data.every((row: { user_id: number }) => row.user_id === me.user_id)).toBe(true);
    expect(mine.per_page).toBe(1);
    const second = (
      await list(admin, { entity: 'session', per_page: '1', page: '2' }, { 'x-cached-count': '999' })
    ).json();
    expect(second.total).toBe(999);
    const first = (
      await list(admin, { entity: 'session', per_page: '1', page: '1' }, { 'x-cached-count': '999' })
    ).json();
    expect(first.total).not.toBe(999);
  });

  it('rejects bad filters with Spanish field errors', async () => {
    const bad = await list(admin, { from: 'ayer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'from', message: 'La fecha debe tener el formato AAAA-MM-DD.' }]);
    const reversed = await list(admin, { from: '2025-03-10', to: '2025-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual([
      { field: 'to', message: 'La fecha final no puede ser anterior a la inicial.' },
    ]);
    const sort = await list(admin, { sort: 'ip' });
    expect(sort.json().fields[0].field).toBe('sort');
  });

  it('is refused to anyone but a banca administrator', async () => {
    const supervisor = (await signInAs(t.app, 'supervisor')).access_token;
    expect((await list(supervisor)).statusCode).toBe(403);
  });
});

describe('GET /api/v2/admin/logs/facets', () => {
  it('lists the actions and entities of the caller’s entries only', async () => {
    const ve = (await t.app.inject({ method: 'GET', url: listLogFacets.path, headers: bearer(admin) })).json();
    expect(ve.entities).toEqual(expect.arrayContaining(['session', 'user']));
    expect(ve.entities).not.toContain('commission');
    const pa = (await t.app.inject({ method: 'GET', url: listLogFacets.path, headers: bearer(adminPa) })).json();
    expect(pa.entities).toContain('commission');
    expect(pa.entities).not.toContain('user');
  });
});

describe('audit rows', () => {
  it('keep the subject partner', async () => {
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'x1'));
    expect(row!.subjectPartnerId).toBe(ids.ACE1);
  });
});
