// Ledger benchmark: `npm run bench:ledger`.
//
// Builds a fresh `banca_bench_ledger` database on the real PostgreSQL (BENCH_ADMIN_URL) with the
// demo network, adds BENCH_DISTRIBUTORS distributors under Banca Venezuela (Distribuidora Centro
// among them) with BENCH_AGENCIES agencies each (5,000 associates by default), and writes a year
// (BENCH_DAYS days before today) of daily settlements: one entry per agency and day with its
// distributor, one per distributor and day with the banca, each with its two legs (set-based SQL,
// triggers off while loading; the legs are checked to cancel per currency afterwards), and vacuums
// the tables as autovacuum would. Then it
// builds the app in this process and measures through app.inject, one call at a time, over
// BENCH_CALLS calls each (200):
//   1. the balance of one day (POST account-balance/report) of a distributor with its agencies,
//      and of the banca with its distributors, target p95 ≤ 50 ms;
//   2. a year's account statement of one agency (GET account-entries, 366 days, one page of
//      500 lines), target p95 ≤ 100 ms.
// BENCH_REUSE=1 keeps the database of an earlier run. Figures go to the console and to
// bench/results/ledger-latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { getAccountBalance, listAccountEntries, signIn } from '../packages/contracts/src/index.ts';
import { buildServer } from '../apps/api/src/build-server.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/db/reference-data.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { benchDatabaseUrl, recreateDatabase } from './bench-database.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = 'banca_bench_ledger';
const DB_URL = benchDatabaseUrl(DB_NAME);
const DISTRIBUTORS = Number(process.env.BENCH_DISTRIBUTORS ?? 50);
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 100);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const REUSE = process.env.BENCH_REUSE === '1';
const ZONE = 'America/Caracas';

const log = (...args) => console.log('[bench:ledger]', ...args);
const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** The extra distributors and their agencies, each partner with its materialised path. */
async function addNetwork(db) {
  await db.execute(sql`
    INSERT INTO partners (kind, code, name, country_iso2, currency, parent_id, path, depth)
    SELECT 'DISTRIBUIDOR', 'BD' || g, 'Distribuidora banco ' || g, 'VE', 'BS', b.id, '', b.depth + 1
      FROM partners b, generate_series(1, ${DISTRIBUTORS - 1}) g WHERE b.code = 'BVE'`);
  await db.execute(sql`UPDATE partners p SET path = b.path || p.id || '/' FROM partners b
                        WHERE p.parent_id = b.id AND p.code LIKE 'BD%' AND p.path = ''`);
  await db.execute(sql`
    INSERT INTO partners (kind, code, name, country_iso2, currency, parent_id, path, depth)
    SELECT 'AGENCIA', 'BA' || d.id || '-' || g, 'Agencia banco ' || d.id || '-' || g, 'VE', 'BS', d.id, '', d.depth + 1
      FROM partners d, generate_series(1, ${AGENCIES}) g WHERE d.code LIKE 'BD%' OR d.code = 'DCE'`);
  await db.execute(sql`UPDATE partners p SET path = d.path || p.id || '/' FROM partners d
                        WHERE p.parent_id = d.id AND p.code LIKE 'BA%' AND p.path = ''`);
}

/** A year of settlements: agency ↔ distributor and distributor ↔ banca, one entry per day each. */
async function addSettlements(db) {
  await db.execute(sql`SET session_replication_role = replica`);
  await db.execute(sql`
    INSERT INTO ledger_entries (business_date, account_id, contributor_id, beneficiary_id, currency, amount, origin, kind,
                                observation, settlement_partner_id)
    SELECT current_date - day::int, (SELECT id FROM accounts WHERE code = 'LIQUIDACION' AND partner_id IS NULL),
           p.parent_id, p.id, 'BS', 10000 + (random() * 5000000)::bigint, 'AUTOMATIC', 'SETTLEMENT',
           'Liquidación', p.id
      FROM partners p, generate_series(1, ${DAYS}) day
     WHERE p.code LIKE 'BA%' OR p.code LIKE 'BD%' OR p.code = 'DCE'`);
  await db.execute(sql`
    INSERT INTO ledger_legs (entry_id, partner_id, business_date, currency, amount)
    SELECT e.id, leg.partner_id, e.business_date, e.currency, leg.amount
      FROM ledger_entries e, LATERAL (VALUES (e.contributor_id, e.amount), (e.beneficiary_id, -e.amount)) leg(partner_id, amount)`);
  await db.execute(sql`INSERT INTO ledger_day_sums (partner_id, currency, business_date, amount)
    SELECT partner_id, currency, business_date, sum(amount) FROM ledger_legs GROUP BY 1, 2, 3`);
  await db.execute(sql`SET session_replication_role = origin`);
  const [check] = (
    await db.execute(sql`SELECT count(*)::int AS legs, coalesce(sum(amount), 0)::text AS total FROM ledger_legs`)
  ).rows;
  if (check.total !== '0') throw new Error(`Las partidas no suman cero: ${check.total}`);
  return check.legs;
}

async function measure(name, target, sample) {
  for (let i = 0; i < 10; i++) await sample();
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await sample();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const figures = {
    name,
    calls: CALLS,
    p50: +at(0.5).toFixed(1),
    p95: +at(0.95).toFixed(1),
    max: +at(1).toFixed(1),
    target,
  };
  log(
    `${name}: p50 ${figures.p50} ms, p95 ${figures.p95} ms (objetivo ≤ ${target} ms) ${figures.p95 <= target ? '✓' : '✗'}`,
  );
  return figures;
}

async function main() {
  if (!REUSE) {
    await recreateDatabase(DB_NAME);
  }
  const database = await openDatabase({ url: DB_URL, poolMax: 4 });
  let legs = null;
  if (!REUSE) {
    const started = performance.now();
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    await addNetwork(database.db);
    legs = await addSettlements(database.db);
    log(`${DISTRIBUTORS * AGENCIES} agencias, ${DAYS} días, ${legs} partidas escritas en ${seconds(started)} s`);
  }
  // As autovacuum would after the load: statistics, and the visibility map the index-only scans need.
  await database.db.execute(sql`VACUUM (ANALYZE) ledger_entries`);
  await database.db.execute(sql`VACUUM (ANALYZE) ledger_legs`);
  await database.db.execute(sql`VACUUM (ANALYZE) ledger_day_sums`);
  const config = {
    ...loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_KEY: randomBytes(32).toString('hex'), DATABASE_URL: DB_URL, WEB_DIST: 'none' }),
    rollupFoldIntervalMs: 0,
  };
  const app = await buildServer({ config, database });
  const tokenOf = async (username) =>
    (await app.inject({ method: 'POST', url: signIn.path, payload: { username, password: 'demo1234' } })).json()
      .access_token;
  const call = async (token, options) => {
    const answer = await app.inject({ ...options, headers: { authorization: `Bearer ${token}`, 'x-timezone': ZONE } });
    if (answer.statusCode !== 200) throw new Error(`${options.url}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };
  const [distributor, banca] = [await tokenOf('distribuidor'), await tokenOf('admin')];
  const [{ day, agency }] = (
    await database.db.execute(sql`SELECT (current_date - ${Math.floor(DAYS / 2)}::int)::text AS day,
      (SELECT min(id) FROM partners WHERE code LIKE 'BA%' AND parent_id = (SELECT id FROM partners WHERE code = 'DCE')) AS agency`)
  ).rows;
  const balance = (token) => () => call(token, { method: 'POST', url: getAccountBalance.path, payload: { date: day } });
  const lines = (await balance(distributor)()).json().lines.length;
  const loadBefore = loadavg()[0];
  log(`carga de la máquina al empezar: ${loadBefore.toFixed(1)} (núcleos ocupados, promedio de un minuto)`);
  const results = [
    await measure(`balance de un día de un distribuidor (${lines} líneas)`, 50, balance(distributor)),
    await measure('balance de un día de la banca', 50, balance(banca)),
    await measure('estado de cuenta de un año de una agencia', 100, () =>
      call(distributor, {
        method: 'GET',
        url: `${listAccountEntries.path}?partner_id=${agency}&from_date=${new Date(Date.now() - 365 * 864e5).toISOString().slice(0, 10)}&to_date=${new Date().toISOString().slice(0, 10)}&per_page=500`,
      }),
    ),
  ];
  await app.close();
  await database.close();
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const load = [loadBefore, loadavg()[0]].map((value) => +value.toFixed(1));
  log(`carga de la máquina al terminar: ${load[1]}`);
  const out = { at: new Date().toISOString(), agencies: DISTRIBUTORS * AGENCIES, days: DAYS, legs, load, results };
  writeFileSync(join(ROOT, 'bench/results/ledger-latest.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
