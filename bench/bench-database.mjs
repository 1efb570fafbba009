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
