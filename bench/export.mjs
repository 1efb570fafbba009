// Export benchmark: `npm run bench:export`.
//
// Writes 1,000,000 rows to XLSX and to CSV through the one file-answer helper, as an export
// endpoint does, into a sink that counts bytes (with the same back-pressure as an HTTP reply):
//   1. rows generated in memory (the writers alone);
//   2. rows read through cursorRows from `generate_series` on the real PostgreSQL
//      (BENCH_ADMIN_URL), or on the embedded database when none answers.
// Prints rows per second and the peak growth of the process's resident memory during each run.
// Target (issue 13): RSS growth under 150 MB, and 50,000 rows/s or better for XLSX.
import { Writable } from 'node:stream';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { cursorRows, fileAnswer } from '../apps/api/src/lib/file-answer/index.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DB_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (...args) => console.log('[bench:export]', ...args);

const COLUMNS = [
  { title: 'Ticket', kind: 'number', value: 'id' },
  { title: 'Agencia', kind: 'text', value: 'agency' },
  { title: 'Vendido', kind: 'datetime', value: 'sold_at' },
  { title: 'Día', kind: 'date', value: 'day' },
  { title: 'Moneda', kind: 'text', value: 'currency' },
  { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Importes' },
  { title: 'Premio', kind: 'money', value: 'prize', currency: 'currency', group: 'Importes' },
  { title: 'Comisión', kind: 'percentage', value: 'commission' },
];

async function* generated(count) {
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    yield {
      id: i + 1,
      agency: `Agencia ${i % 40}`,
      sold_at: new Date(start + i * 7_000),
      day: '2026-01-01',
      currency: i % 3 === 0 ? 'USD' : 'BS',
      amount: BigInt(100 + (i % 5_000)),
      prize: (i % 97) * 50,
      commission: 12.5,
    };
  }
}

const SERIES = (count) => sql`
  SELECT n AS id, 'Agencia ' || (n % 40) AS agency,
         timestamptz '2026-01-01' + n * interval '7 seconds' AS sold_at, '2026-01-01' AS day,
         CASE WHEN n % 3 = 0 THEN 'USD' ELSE 'BS' END AS currency,
         (100 + n % 5000)::text AS amount, ((n % 97) * 50)::text AS prize, 12.5 AS commission
    FROM generate_series(1, ${count}::int) AS n`;

/** Counts bytes; asynchronous like a socket, so back-pressure really happens. */
function countingSink() {
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk, _encoding, done) {
      sink.bytes += chunk.length;
      setImmediate(done);
    },
  });
  sink.bytes = 0;
  return sink;
}

async function run(label, format, rows) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const startedAt = performance.now();
  const answer = await fileAnswer(format, {
    title: 'Benchmark de exportación',
    fileName: 'benchmark',
    filters: [{ label: 'Filas', value: String(ROWS) }],
    exportedBy: 'Benchmark',
    timezone: 'America/Caracas',
    at: new Date(),
    columns: COLUMNS,
    rows,
  });
  const sink = countingSink();
  await new Promise((resolve, reject) => answer.body.pipe(sink).on('finish', resolve).on('error', reject));
  const seconds = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const figures = {
    source: label,
    format,
    rows: ROWS,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(ROWS / seconds),
    megabytes: Number((sink.bytes / 1e6).toFixed(1)),
    rssGrowthMB: Number(((peak - before) / 1e6).toFixed(1)),
  };
  log(JSON.stringify(figures));
  return figures;
}

async function openDb() {
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  try {
    await pool.query('select 1');
    return { db: drizzlePg(pool), where: 'PostgreSQL', close: () => pool.end() };
  } catch {
    await pool.end().catch(() => undefined);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create();
    return { db: drizzlePglite(client), where: 'PGlite', close: () => client.close() };
  }
}

const results = [];
for (const format of ['xlsx', 'csv']) results.push(await run('memoria', format, generated(ROWS)));
const database = await openDb();
for (const format of ['xlsx', 'csv'])
  results.push(await run(database.where, format, cursorRows(database.db, SERIES(ROWS), 2_000)));
await database.close();

const failed = results.filter((r) => r.rssGrowthMB >= 150 || (r.format === 'xlsx' && r.rowsPerSecond < 50_000));
log(
  failed.length
    ? `fuera del objetivo: ${failed.map((r) => `${r.source}/${r.format}`).join(', ')}`
    : 'objetivo cumplido',
);
