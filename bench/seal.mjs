// Draw seal benchmark: `npm run bench:seal`.
//
// Builds a fresh `banca_bench_seal` database on the real PostgreSQL (BENCH_ADMIN_URL) with the
// demo network, seals every draw already closed, then writes BENCH_TICKETS tickets (100,000) on
// one of today's draws, spread over every taquilla of the demo (one to three plays each, one in
// fifty annulled), closes that draw and measures the draw sealer's run that seals it (ADR 060),
// BENCH_ROUNDS times (the seals are deleted between rounds). Target: at most 2 s per seal. While
// each seal runs, another connection keeps writing tickets on another draw, one at a time, and the
// slowest of those writes is reported: the seal must not hold them up. BENCH_REUSE=1 keeps the
// tickets of an earlier run. Figures go to the console and to bench/results/seal-latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/db/reference-data.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { ensureOccurrences } from '../apps/api/src/modules/draws/index.ts';
import { sealClosedDraws } from '../apps/api/src/modules/draw-seals/index.ts';
import { benchDatabaseUrl, recreateDatabase } from './bench-database.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = 'banca_bench_seal';
const DB_URL = benchDatabaseUrl(DB_NAME);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REUSE = process.env.BENCH_REUSE === '1';
const ZONE = 'America/Caracas';
const TARGET_MS = 2_000;

const log = (...args) => console.log('[bench:seal]', ...args);
const rows = async (db, query) => (await db.execute(query)).rows;

/** Today's occurrences of two draws: the one to seal and one still selling. */
async function drawsOf(db) {
  const found = await rows(
    db,
    sql`SELECT o.id FROM draw_occurrences o JOIN products p ON p.id = o.product_id JOIN lotteries l ON l.id = p.lottery_id
         WHERE p.name = 'Triple Caracas' AND o.draw_date = (now() AT TIME ZONE l.timezone)::date ORDER BY o.id LIMIT 2`,
  );
  return { sealed: Number(found[0].id), selling: Number(found[1].id) };
}

/** BENCH_TICKETS tickets on the draw, set-based, every taquilla of the demo in turn. */
async function writeTickets(db, occurrence) {
  await db.execute(sql`
    WITH tq AS (SELECT p.id, p.parent_id, p.path, p.currency, row_number() OVER (ORDER BY p.id) - 1 AS i,
                       count(*) OVER () AS n
                  FROM partners p WHERE p.kind = 'TAQUILLA'),
         seller AS (SELECT min(id) AS id FROM users WHERE role = 'ADMIN_BANCA')
    INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                         currency, total, channel, status, sold_at, business_date, annulled_at)
    SELECT 'BS' || g, 'SC' || g, tq.id, tq.parent_id, split_part(tq.path, '/', 2)::int, tq.path,
           string_to_array(trim(both '/' from tq.path), '/')::int[], seller.id, tq.currency, 1, 'WEB',
           CASE WHEN g % 50 = 0 THEN 'ANULADO' ELSE 'ACTIVO' END, now() - interval '1 hour', current_date,
           CASE WHEN g % 50 = 0 THEN now() - interval '30 minutes' END
      FROM generate_series(1, ${TICKETS}) g JOIN tq ON tq.i = g % tq.n CROSS JOIN seller`);
  await db.execute(sql`
    INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
    SELECT t.id, ${occurrence}, bt.id, lpad(((t.id * 7 + k * 13) % 1000)::text, 3, '0'), NULL,
           lpad(((t.id * 7 + k * 13) % 1000)::text, 3, '0'), 100 * (1 + (t.id + k) % 20), 100 * (1 + (t.id + k) % 20), 600
      FROM tickets t CROSS JOIN generate_series(1, 3) k CROSS JOIN (SELECT id FROM bet_types WHERE code = 'TRIPLE') bt
     WHERE t.serial LIKE 'BS%' AND k <= 1 + t.id % 3`);
  await db.execute(sql`UPDATE tickets t SET total = s.total
                         FROM (SELECT ticket_id, sum(amount) AS total FROM ticket_plays GROUP BY ticket_id) s
                        WHERE s.ticket_id = t.id AND t.serial LIKE 'BS%'`);
  await db.execute(sql`ANALYZE tickets`);
  await db.execute(sql`ANALYZE ticket_plays`);
}

/** Writes one ticket at a time on the selling draw until told to stop; answers the slowest write (ms). */
function keepSelling(occurrence) {
  let stop = false;
  const done = (async () => {
    const client = new pg.Client({ connectionString: DB_URL });
    await client.connect();
    let slowest = 0;
    let written = 0;
    try {
      while (!stop) {
        const started = performance.now();
        await client.query(
          `WITH t AS (INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain,
                                           seller_id, currency, total, channel, status, sold_at, business_date)
                      SELECT 'BX' || md5(random()::text || clock_timestamp()::text), 'SC', p.id, p.parent_id, split_part(p.path, '/', 2)::int,
                             p.path, string_to_array(trim(both '/' from p.path), '/')::int[],
                             (SELECT min(id) FROM users), p.currency, 100, 'WEB', 'ACTIVO', now(), current_date
                        FROM partners p WHERE p.code = 'ACE1-T1' RETURNING id)
           INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount, multiplier)
           SELECT t.id, $1, (SELECT id FROM bet_types WHERE code = 'TRIPLE'), '123', '123', 100, 100, 600 FROM t`,
          [occurrence],
        );
        slowest = Math.max(slowest, performance.now() - started);
        written += 1;
      }
    } finally {
      await client.end();
    }
    return { slowest, written };
  })();
  return {
    stop: async () => {
      stop = true;
      return done;
    },
  };
}

async function main() {
  if (!REUSE) await recreateDatabase(DB_NAME);
  const database = await openDatabase({ url: DB_URL, poolMax: 4 });
  const { db } = database;
  let started = performance.now();
  if (!REUSE) {
    await database.migrate();
    await ensureReferenceData(db);
    await seedDemo(db);
  }
  await ensureOccurrences(db);
  const draws = await drawsOf(db);
  await db.execute(sql`UPDATE draw_occurrences SET close_at = now() + interval '1 day', draw_at = now() + interval '1 day'
                        WHERE id IN (${draws.sealed}, ${draws.selling})`);
  while ((await sealClosedDraws(db, ZONE)).draws > 0);
  const [{ n }] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM ticket_plays WHERE occurrence_id = ${draws.sealed}`,
  );
  if (n === 0) await writeTickets(db, draws.sealed);
  const [shape] = await rows(
    db,
    sql`SELECT count(DISTINCT ticket_id)::int AS tickets, count(*)::int AS plays FROM ticket_plays WHERE occurrence_id = ${draws.sealed}`,
  );
  log(
    `${shape.tickets} tickets, ${shape.plays} plays on draw ${draws.sealed} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await db.execute(sql`UPDATE draw_occurrences SET close_at = now() - interval '1 minute' WHERE id = ${draws.sealed}`);

  // The same writes with no seal running: what the machine gives them anyway.
  const quiet = keepSelling(draws.selling);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const baseline = await quiet.stop();
  log(`no seal running: ${baseline.written} sales in 3 s, slowest ${baseline.slowest.toFixed(1)} ms`);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await db.execute(sql`DELETE FROM draw_seals WHERE occurrence_id = ${draws.sealed}`);
    const selling = keepSelling(draws.selling);
    await new Promise((resolve) => setTimeout(resolve, 200));
    started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await sealClosedDraws(db, ZONE);
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const nodeCpuMs = Math.round((user + system) / 1000);
    const sales = await selling.stop();
    rounds.push({
      ms: Math.round(ms),
      node_cpu_ms: nodeCpuMs,
      tickets: outcome.tickets,
      slowest_sale_ms: Math.round(sales.slowest),
      sales: sales.written,
    });
    log(
      `round ${round}: sealed ${outcome.tickets} tickets in ${Math.round(ms)} ms (${nodeCpuMs} ms of this process's CPU, the sales' included); ${sales.written} sales on another draw meanwhile, slowest ${sales.slowest.toFixed(1)} ms`,
    );
  }
  const sorted = rounds.map((r) => r.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const result = {
    at: new Date().toISOString(),
    tickets: shape.tickets,
    plays: shape.plays,
    baseline_slowest_sale_ms: Math.round(baseline.slowest),
    rounds,
    median_ms: median,
    target_ms: TARGET_MS,
    ok: median <= TARGET_MS,
    load: loadavg().map((x) => Number(x.toFixed(2))),
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/seal-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `median ${median} ms for ${shape.tickets} tickets (target ≤ ${TARGET_MS} ms): ${result.ok ? 'OK' : 'OVER'}; load ${result.load.join(' ')}`,
  );
  await database.close();
  if (!result.ok) process.exitCode = 1;
}

await main();
