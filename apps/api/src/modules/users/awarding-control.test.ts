import { grantAwardingPermission, listAwardingControl } from '@banca/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';
import { pathOf } from '../../../test/paths';

let t: TestApp;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'supervisor', 'distribuidor', 'admin.pa'])
    token[name] = (await signInAs(t.app, name)).access_token;
  for (const row of await t.database.db.select().from(users)) userId[row.username] = row.id;
});
afterAll(() => t.close());

const lastAudit = async (entity: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1)
  )[0];

describe('awarding control', () => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', who: string, id?: number) =>
    t.app.inject({
      method,
      url: id ? pathOf(grantAwardingPermission, { userId: id }) : listAwardingControl.path,
      headers: bearer(token[who]!),
    });

  it('lists the users of the subtree who may award', async () => {
    const names = (await call('GET', 'admin')).json().data.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'distribuidor']));
    expect(names).not.toContain('admin.pa');
    const pa = (await call('GET', 'admin.pa')).json().data.map((u: { username: string }) => u.username);
    expect(pa).toEqual(['admin.pa']);
  });

  it('grants and removes, audited, only by someone who may award', async () => {
    expect((await call('PUT', 'supervisor', userId.distribuidor2)).statusCode).toBe(403);
    const granted = await call('PUT', 'admin', userId.supervisor);
    expect(granted.json()).toMatchObject({ username: 'supervisor', awarding_results: true });
    expect(await lastAudit('awarding_permission')).toMatchObject({
      action: 'GRANT',
      after: { awarding_results: true },
    });
    expect((await call('DELETE', 'admin', userId.supervisor)).json().awarding_results).toBe(false);
    expect((await lastAudit('awarding_permission'))!.action).toBe('REMOVE');
  });

  it('refuses a seller, oneself and an outsider’s user', async () => {
    expect((await call('PUT', 'admin', userId.taquilla)).statusCode).toBe(422);
    expect((await call('DELETE', 'admin', userId.admin)).statusCode).toBe(422);
    expect((await call('PUT', 'distribuidor', userId.supervisor)).statusCode).toBe(404);
    expect((await call('PUT', 'admin.pa', userId.distribuidor2)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.awardingResults, true), sql`username IN ('taquilla','distribuidor2','supervisor')`));
    expect(rows).toEqual([]);
  });
});
