import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { seedDemo } from '../src/db/seed/demo';
import { startPgbouncer } from './pgbouncer';
import { adminQuery, databaseUrl, postgresReachable, TEST_PG_URL } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database (migrated, demo data) to clone per test file; empty on the embedded fallback. */
    pgTemplate: string;
    pgRunId: string;
    /** With TEST_POOLER=1, the port of the PgBouncer (transaction mode) every test app goes through; 0 otherwise. */
    pgPoolerPort: number;
  }
}

/**
 * Uses the real PostgreSQL when it answers: one migrated, seeded template database per run,
 * cloned by each test file. Otherwise every test file gets its own embedded database. With
 * TEST_POOLER=1 (`npm run test:pooled`) every test app reaches its clone through PgBouncer in
 * transaction mode, as a deployment behind the pooler does (docs/DEPLOY.md §4).
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${process.pid}`;
  project.provide('pgRunId', runId);
  if (process.env.TEST_DB === 'embedded' || !(await postgresReachable())) {
    console.log(
      '[api] Base de datos de pruebas: embebida (PGlite, una por archivo). Las pruebas de concurrencia real se omiten.',
    );
    if (process.env.TEST_POOLER === '1') throw new Error('TEST_POOLER=1 necesita el PostgreSQL real de las pruebas');
    project.provide('pgTemplate', '');
    project.provide('pgPoolerPort', 0);
    return;
  }
  const template = `banca_tpl_${runId}`;
  await adminQuery(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: databaseUrl(template), poolMax: 2 });
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemo(database.db);
  await database.close();
  project.provide('pgTemplate', template);
  console.log(`[api] Base de datos de pruebas: PostgreSQL real (${new URL(TEST_PG_URL).host}), plantilla ${template}.`);
  const pooler = process.env.TEST_POOLER === '1' ? await startPgbouncer() : null;
  project.provide('pgPoolerPort', pooler ? Number(new URL(pooler.through(TEST_PG_URL)).port) : 0);
  if (pooler)
    console.log(
      `[api] Cada app de prueba pasa por PgBouncer en modo transacción (${new URL(pooler.through(TEST_PG_URL)).host}).`,
    );

  return async () => {
    await pooler?.stop();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `banca_%_${runId}%`,
    ]);
    await client.end();
    for (const { datname } of rows) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
}
