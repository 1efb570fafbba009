/**
 * The server the browser tests talk to: the API (as `npm run serve` starts it) on a new PostgreSQL database of the
 * machine's server when it answers (the database works on its own core, beside the server), else
 * on the embedded database in DATA_DIR. `E2E_DB=embedded` forces the embedded one. The new
 * database is dropped when the server ends; databases left by a run that was killed are dropped
 * by the next run once they are a day old.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { adminQuery, databaseUrl, postgresReachable, TEST_PG_URL } from '../apps/api/test/postgres';

const PREFIX = 'banca_e2e_';
const DAY_MS = 24 * 60 * 60 * 1000;

async function dropStaleDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const bornAt = Number.parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(bornAt) && Date.now() - bornAt > DAY_MS)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const env = { ...process.env };
  let database: string | null = null;
  if (process.env.E2E_DB !== 'embedded' && (await postgresReachable())) {
    await dropStaleDatabases();
    database = `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const jwtSecret = randomBytes(32).toString('hex');
    Object.assign(env, {
      DATABASE_URL: databaseUrl(database),
      JWT_SECRET: jwtSecret,
      TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'always',
    });
    // Where the embedded mode keeps its generated secret: the flows sign an expired token with it.
    if (process.env.DATA_DIR) {
      mkdirSync(process.env.DATA_DIR, { recursive: true });
      writeFileSync(join(process.env.DATA_DIR, 'jwt-secret'), jwtSecret);
    }
    process.stderr.write(`[e2e] Base de datos: PostgreSQL real, ${database}.\n`);
  } else process.stderr.write('[e2e] Base de datos: embebida (PostgreSQL no responde o E2E_DB=embedded).\n');

  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], { stdio: 'inherit', env });
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  server.on('exit', (code) => {
    const done = () => process.exit(code ?? 0);
    if (database) adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).then(done, done);
    else done();
  });
}

void main();
