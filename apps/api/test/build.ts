import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject, type TestContext } from 'vitest';
import { buildServer } from '../src/build-server';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { seedDemo } from '../src/db/seed/demo';
import { adminQuery, databaseUrl, viaPort, waitForNoConnections } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** True on the real PostgreSQL (where concurrency tests can run). */
  realPostgres: boolean;
  /** The database's URL on the real PostgreSQL (for API processes of a test's own), else null. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

let counter = 0;

/** The URL as the app reaches it: through the run's PgBouncer when there is one (TEST_POOLER=1). */
function throughPooler(url: string): string {
  const port = inject('pgPoolerPort');
  return port ? viaPort(url, port) : url;
}

/**
 * The app on its own database with the demo data: a clone of the run's template on the
 * real PostgreSQL, or a new in-memory embedded database.
 */
export async function build(overrides: Partial<Config> = {}): Promise<TestApp> {
  const template = inject('pgTemplate');
  let database: Database;
  let dropName: string | null = null;
  if (template) {
    dropName = `banca_t_${inject('pgRunId')}_${process.pid}_${++counter}`;
    await adminQuery(`CREATE DATABASE ${dropName} TEMPLATE ${template}`);
    database = await openDatabase({ url: throughPooler(databaseUrl(dropName)), poolMax: 10 });
  } else {
    database = await openDatabase({});
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
  }
  const config = testConfig(overrides);
  const app = await buildServer({ config, database });
  return {
    app,
    database,
    config,
    realPostgres: Boolean(template),
    databaseUrl: dropName ? databaseUrl(dropName) : null,
    close: async () => {
      await app.close();
      await database.close();
      if (dropName) {
        // pg's pool.end() resolves before its sockets are closed: let them go before forcing the drop.
        await waitForNoConnections(dropName);
        await adminQuery(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
      }
    },
  };
}

/** The tests' configuration: fresh secrets, no web build, `overrides` on top. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: 'postgres://unused',
      WEB_DIST: 'none',
      // Uploaded test images never land in the repository's data folder.
      UPLOADS_DIR: path.join(tmpdir(), 'banca-test-uploads'),
    }),
    // Export tests write every export in every format as one user within seconds, far more than a
    // person does; the limits' own test (lib/file-answer/export-limits.test.ts) sets them.
    exports: { atOncePerUser: 50, perMinutePerUser: 100_000 },
    // The risk watch acts on sales (notifies, blocks numbers): only the tests about it turn it on.
    riskWatchIntervalMs: 0,
    // The anomaly watch raises alerts: only the tests about it run it (and mostly call its pass).
    anomalyWatchIntervalMs: 0,
    ...overrides,
  };
}

/** Real concurrency needs the real PostgreSQL: the embedded database runs one statement at a time. */
export function needsRealPostgres(t: Pick<TestApp, 'realPostgres'>, context: TestContext): void {
  if (!t.realPostgres) {
    console.warn(
      `[omitida] «${context.task.name}»: necesita PostgreSQL real; la base embebida no ejecuta en paralelo.`,
    );
    context.skip();
  }
}
