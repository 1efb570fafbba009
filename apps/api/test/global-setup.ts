import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { seedDemo } from '../src/db/seed/demo';
import { adminQuery, databaseUrl, postgresReachable, TEST_PG_URL } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database (migrated, demo data) to clone per test file; empty on the embedded fallback. */
    pgTemplate: string;
    pgRunId: string;
  }
}

/**
 * Uses the real PostgreSQL when it answers: one migrated, seeded template database per run,
 * cloned by each test file. Otherwise every test file gets its own embedded database.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${process.pid}`;
  project.provide('pgRunId', runId);
  if (process.env.TEST_DB === 'embedded' || !(await postgresReachable())) {
    console.log('[api] Base de datos de pruebas: embebida (PGlite, una por archivo). Las pruebas de concurrencia real se omiten.');
    project.provide('pgTemplate', '');
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

  return async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`banca_%_${runId}%`],
    );
    await client.end();
    for (const { datname } of rows) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
}
