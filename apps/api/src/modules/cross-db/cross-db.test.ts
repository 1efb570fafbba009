import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { adminQuery, databaseUrl, waitForNoConnections } from '../../../test/postgres';
import { bearer, DEMO_PASSWORD, signInAs } from '../../../test/session';
import { buildServer } from '../../build-server';
import { openDatabase, type Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * Two real databases of one operator, "ve" (this test's app) and "co" (a second API on its own
 * database, both clones of the demo data): a user links its account in the other one and switches.
 */
const template = inject('pgTemplate');
let ve: TestApp;
let co: { app: FastifyInstance; database: Database; name: string } | null = null;
let single: TestApp;

beforeAll(async () => {
  if (!template) return;
  const name = `banca_x_${inject('pgRunId')}_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  ve = await build({
    dbName: 've',
    crossDb: [{ name: 'co', url: databaseUrl(name), webUrl: 'https://co.banca.test' }],
  });
  const database = await openDatabase({ url: databaseUrl(name), poolMax: 4 });
  const config = { ...ve.config, dbName: 'co', crossDb: [{ name: 've', url: ve.databaseUrl!, webUrl: null }] };
  co = { app: await buildServer({ config, database }), database, name };
  single = await build();
});
afterAll(async () => {
  if (!template) return;
  await ve.close();
  await single.close();
  await co!.app.close();
  await co!.database.close();
  await waitForNoConnections(co!.name);
  await adminQuery(`DROP DATABASE IF EXISTS ${co!.name} WITH (FORCE)`);
});

const call = (app: FastifyInstance, contract: contracts.EndpointContract, token: string, payload?: object) =>
  app.inject({ method: contract.method, url: pathOf(contract), payload, headers: bearer(token) });

describe.runIf(template)('cross-database accounts', () => {
  it('says whether the operator has several databases', async () => {
    const { access_token } = await signInAs(ve.app, 'admin');
    expect((await call(ve.app, contracts.getCrossDbStatus, access_token)).json()).toEqual({
      enabled: true,
      db_name: 've',
      databases: ['co'],
    });
    const alone = await call(
      single.app,
      contracts.getCrossDbStatus,
      (await signInAs(single.app, 'admin')).access_token,
    );
    expect(alone.json()).toEqual({ enabled: false, db_name: 'principal', databases: [] });
  });

  it('links an account of the other database with its password there, and refuses a wrong one', async () => {
    const { access_token, user } = await signInAs(ve.app, 'supervisor');
    const wrong = await call(ve.app, contracts.registerDb, access_token, {
      db_name: 'co',
      username: 'admin.co',
      password: 'no-es-esta',
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await call(ve.app, contracts.registerDb, access_token, {
      db_name: 'pa',
      username: 'admin.co',
      password: DEMO_PASSWORD,
    });
    expect(unknown.json().fields).toEqual([{ field: 'db_name', message: 'Esa base de datos no existe.' }]);

    const linked = await call(ve.app, contracts.registerDb, access_token, {
      db_name: 'co',
      username: 'admin.co',
      password: DEMO_PASSWORD,
    });
    expect(linked.json()).toEqual([
      { db_name: 've', current: true },
      { db_name: 'co', current: false },
    ]);
    expect((await call(ve.app, contracts.listDbConnections, access_token)).json()).toHaveLength(2);
    const audits = await ve.database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['CROSS_DB_LINK_FAILED', 'CROSS_DB_LINK']));
  });

  it('switches without signing in again: the new tokens work in that database only', async () => {
    const here = await signInAs(ve.app, 'supervisor');
    const switched = await call(ve.app, contracts.changeDb, here.access_token, { db_name: 'co' });
    expect(switched.statusCode).toBe(200);
    const session = switched.json<contracts.ChangeDbResponse>();
    expect(session).toMatchObject({ db_name: 'co', web_url: 'https://co.banca.test', user: { username: 'admin.co' } });

    // The other database's API takes them (and its refresh token), this one does not.
    const there = await co!.app.inject({
      method: 'GET',
      url: pathOf(contracts.getSession),
      headers: bearer(session.access_token),
    });
    expect(there.json().username).toBe('admin.co');
    expect(
      (await ve.app.inject({ method: 'GET', url: pathOf(contracts.getSession), headers: bearer(session.access_token) }))
        .statusCode,
    ).toBe(401);
    const refreshed = await co!.app.inject({
      method: 'POST',
      url: pathOf(contracts.refreshSession),
      headers: bearer(session.refresh_token),
    });
    expect(refreshed.statusCode).toBe(200);
    // And a token of this database is refused there.
    expect(
      (await co!.app.inject({ method: 'GET', url: pathOf(contracts.getSession), headers: bearer(here.access_token) }))
        .statusCode,
    ).toBe(401);

    const [login] = await co!.database.db.select().from(auditLog).where(eq(auditLog.action, 'LOGIN'));
    expect(login!.after).toEqual({ from_db: 've', from_user: 'supervisor' });
  });

  it('switches only to a linked database', async () => {
    const { access_token } = await signInAs(ve.app, 'distribuidor');
    const notLinked = await call(ve.app, contracts.changeDb, access_token, { db_name: 'co' });
    expect(notLinked.statusCode).toBe(404);
    const bad = await call(ve.app, contracts.changeDb, access_token, { db_name: 'CO!' });
    expect(bad.json().fields[0].field).toBe('db_name');
    const alone = await call(single.app, contracts.changeDb, (await signInAs(single.app, 'admin')).access_token, {
      db_name: 'co',
    });
    expect(alone.statusCode).toBe(400);
  });
});
