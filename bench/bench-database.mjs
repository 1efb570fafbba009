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
 * The tables autovacuum would analyse now, by its own rule with its default settings: more rows
 * changed since the last analysis than 50 plus a tenth of the table.
 */
const DUE_FOR_ANALYSIS = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`;

/**
 * The tables autovacuum would vacuum now, by its own rules with its default settings: more dead
 * rows than 50 plus a fifth of the table, or more rows inserted since the last vacuum than 1,000
 * plus a fifth of the table.
 */
const DUE_FOR_VACUUM = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)`;

/**
 * Vacuums and analyses the tables of the database `name` that autovacuum would, now and every
 * minute, when the server runs without it (`autovacuum = off`, as a test server may). Otherwise
 * the tables that grow during the benchmark keep the statistics of when they were empty, and
 * reads are planned for empty tables (the dashboard's top numbers took 0.5 s over 2,000
 * taquillas planned as seven); and the tables rewritten row by row each second (the risk board's
 * copy) keep every dead version, which their reads walk through. Nothing when autovacuum is on.
 * Answers how to stop.
 */
export async function standInForAutovacuum(name, log) {
  const [{ autovacuum }] = (await adminQuery('SHOW autovacuum')).rows;
  if (autovacuum === 'on') return async () => {};
  log(
    `el servidor corre sin autovacuum: en ${name} se limpia y analiza cada ${AUTOVACUUM_EVERY_MS / 1000} s lo que él limpiaría y analizaría`,
  );
  const client = new pg.Client({ connectionString: benchDatabaseUrl(name) });
  await client.connect();
  const tidyDue = async () => {
    for (const { name: table } of (await client.query(DUE_FOR_VACUUM)).rows) await client.query(`VACUUM ${table}`);
    for (const { name: table } of (await client.query(DUE_FOR_ANALYSIS)).rows) await client.query(`ANALYZE ${table}`);
  };
  let running = Promise.resolve();
  const pass = () =>
    (running = running.then(tidyDue).catch((error) => log(`VACUUM o ANALYZE falló: ${error.message}`)));
  await pass();
  const timer = setInterval(pass, AUTOVACUUM_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await running;
    await client.end();
  };
}
