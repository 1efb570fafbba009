// The real PostgreSQL the benchmarks build their own databases on, reached as its admin
// (BENCH_ADMIN_URL, the test server by default).
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of a benchmark's own database `name` on that server. */
export const benchDatabaseUrl = (name) => ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

/** Runs one statement as the admin, on a connection of its own. */
export async function adminQuery(query) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/** The database `name` made again, empty: an earlier one is dropped, its connections ended. */
export async function recreateDatabase(name) {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
}

/** autovacuum_naptime's default: how often autovacuum visits each database. */
const AUTOVACUUM_EVERY_MS = 60_000;

/**
 * Analyses the database `name` now and every minute, as autovacuum would, when the server runs
 * without it (`autovacuum = off`, as a test server may): otherwise the tables that grow during the
 * benchmark keep the statistics of when they were empty, and reads are planned for empty tables
 * (the dashboard's top numbers took 0.5 s over 2,000 taquillas planned as seven). Nothing when
 * autovacuum is on. Answers how to stop.
 */
export async function standInForAutovacuum(name, log) {
  const [{ autovacuum }] = (await adminQuery('SHOW autovacuum')).rows;
  if (autovacuum === 'on') return async () => {};
  log(`el servidor corre sin autovacuum: ${name} se analiza cada ${AUTOVACUUM_EVERY_MS / 1000} s, como lo haría`);
  const client = new pg.Client({ connectionString: benchDatabaseUrl(name) });
  await client.connect();
  let running = Promise.resolve();
  const analyse = () =>
    (running = running
      .then(() => client.query('ANALYZE'))
      .then(
        () => {},
        (error) => log(`ANALYZE falló: ${error.message}`),
      ));
  await analyse();
  const timer = setInterval(analyse, AUTOVACUUM_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await running;
    await client.end();
  };
}
