// Reports benchmark: `npm run bench:reports`.
//
// Builds a fresh `banca_bench_reports` database on the real PostgreSQL (BENCH_ADMIN_URL) with the
// demo network (47 taquillas in three bancas) and catalogue, and writes BENCH_PLAYS plays
// (10 million by default) over the BENCH_DAYS days before today (90) with the demo history's
// generator (SQL, not the API), a fifth of the tickets winning their first play so the prize
// report has about a million rows. The rollups are folded after each part of the history, and
// the fold is timed. The history is then left as a server in service would have it: its draws
// sealed and its days chained, the risk and anomaly watches at its end (otherwise the API would
// catch up on the whole history while it is measured). Then it starts the API on that database
// and measures, over BENCH_CALLS calls each (200), one call at a time:
//   1. top-risk (GET /api/v2/admin/kpis/top-risk) while autocannon sells beside it from a process
//      of its own (bench/sale-load.mjs; BENCH_CONNECTIONS connections, 16 by default), target
//      p95 ≤ 50 ms, and the risk board (GET /api/v2/admin/risk/board, its first page) the same
//      way, target p95 ≤ 50 ms;
//   2. the whole sales dashboard for today (every KPI call its screen makes, in parallel, as one
//      sample), target p95 ≤ 100 ms;
//   3. the general report of one day (yesterday), target p95 ≤ 20 ms, and of 30 days, ≤ 50 ms;
//   3b. the public check of a ticket by its serial and code (the QR's page), random tickets of the
//      whole history, target p95 ≤ 50 ms;
//   4. the XLSX export of the detailed-prize report over the whole history, on an API process of
//      its own whose V8 heap is capped (BENCH_EXPORT_HEAP_MB, 96): it finishes only if the rows
//      stream through (constant memory); rows, seconds and the growth of its resident memory.
// An endpoint that answers 404 (its route is not there) is skipped with a line that says so.
// BENCH_REUSE=1 keeps the database of an earlier run (same size) and goes straight to the API;
// BENCH_DB_NAME names that database (banca_bench_reports), so two runs on one server keep apart;
// BENCH_EXPORT=0 leaves out the export (4); BENCH_COLD=1 measures without first reading the
// tickets and plays into memory (pg_prewarm), as a server in service holds them;
// BENCH_DETAIL=1 also times each call of the dashboard alone.
// Figures go to the console and to bench/results/reports-latest.json.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { checkTicket, kpiTopRisk, listGeneralReport, listRiskBoard } from '../packages/contracts/src/index.ts';
import { DASHBOARD_CALLS, getWith, openDashboard, percentile, ZONE } from './dashboard-calls.mjs';
import { exportPrizes } from './reports-export.mjs';
import { buildDatabase } from './reports-history.mjs';
import { prepareSellers, signIn } from './sale-setup.mjs';
import { adminQuery, benchDatabaseUrl, recreateDatabase, standInForAutovacuum } from './bench-database.mjs';
import { apiEnvOf } from './api-env.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = process.env.BENCH_DB_NAME ?? 'banca_bench_reports';
const DB_URL = benchDatabaseUrl(DB_NAME);
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const PLAYS = Number(process.env.BENCH_PLAYS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REUSE = process.env.BENCH_REUSE === '1';
const DETAIL = process.env.BENCH_DETAIL === '1';
const EXPORT = process.env.BENCH_EXPORT !== '0';
const COLD = process.env.BENCH_COLD === '1';
/** What a server in service holds in memory: the tickets and their plays, with their indexes. */
const WARM_RELATIONS = ['tickets', 'tickets_serial_unique', 'ticket_plays', 'ticket_plays_ticket_idx'];
/** Share of tickets whose first play is the draw's result: about a million prizes at 10 million plays. */
const LUCKY_SHARE = Number(process.env.BENCH_LUCKY ?? 0.2);
const WARM_UP_CALLS = 10;
/** The V8 heap of the exporting API process, in MB: far below what a million rows would take in memory. */
const EXPORT_HEAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 96);

const log = (...args) => console.log('[bench:reports]', ...args);

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => code && code !== 143 && log(`${args.join(' ')} terminó con código ${code}`));
  return child;
}

async function waitFor(url, waitSeconds = 300) {
  for (let i = 0; i < waitSeconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió`);
}

const base = `http://127.0.0.1:${PORT}`;

/** One GET of a contract's path with the admin's token; answers the status after reading the body. */
const get = (token, contract, query) => getWith(base, token, contract, query);

/**
 * `sample` timed CALLS times, one at a time, after a few unreported calls; null (with a line) when
 * the first call says the route is missing, or anything else but 200.
 */
async function measure(name, target, sample) {
  const first = await sample();
  if (first !== 200) {
    log(first === 404 ? `${name}: la ruta no existe (404), se omite` : `${name}: respondió ${first}, se omite`);
    return { prueba: name, 'objetivo p95 ms': target, estado: first === 404 ? 'sin ruta' : `HTTP ${first}` };
  }
  for (let i = 0; i < WARM_UP_CALLS; i++) await sample();
  const times = [];
  let failures = 0;
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    if ((await sample()) !== 200) failures++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => percentile(times, p);
  const p95 = at(0.95);
  return {
    prueba: name,
    llamadas: CALLS,
    'p50 ms': at(0.5),
    'p95 ms': p95,
    'máx ms': at(1),
    'objetivo p95 ms': target,
    estado: failures ? `${failures} respuestas no 200` : target === null ? '' : p95 <= target ? 'cumple' : 'NO CUMPLE',
  };
}

/**
 * Sales from every Venezuelan seller at CONNECTIONS connections until stopped, from a process of
 * its own (bench/sale-load.mjs), so the calls measured beside them wait on the API, not on it.
 */
function saleLoad(tokens, occurrences) {
  const child = fork(join(ROOT, 'bench/sale-load.mjs'), { execArgv: ['--import', 'tsx'] });
  const done = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`la venta al lado terminó con ${code}`)));
  });
  child.send({ base, tokens, occurrences, connections: CONNECTIONS });
  return { stop: () => (child.send('stop'), done) };
}

/** The prize report's XLSX export from `from` to `to`, on an API process of its own with a capped heap. */
async function exportOnItsOwnProcess(apiEnv, from, to) {
  const exporter = start(
    process.execPath,
    [`--max-old-space-size=${EXPORT_HEAP_MB}`, '--import', 'tsx', 'apps/api/src/server.ts'],
    { ...apiEnv, PORT: String(PORT + 1) },
  );
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/ready`);
    return await exportPrizes(`http://127.0.0.1:${PORT + 1}`, exporter.pid, {
      from,
      to,
      heapMb: EXPORT_HEAP_MB,
      zone: ZONE,
    });
  } finally {
    exporter.kill('SIGTERM');
  }
}

async function main() {
  log(
    `base ${DB_NAME}: ${PLAYS} jugadas en ${DAYS} días, ${CALLS} llamadas por prueba, venta con ${CONNECTIONS} conexiones`,
  );
  let history = null;
  const exists = (await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`)).rowCount > 0;
  if (REUSE && exists) {
    log('BENCH_REUSE=1: se usa la base de una corrida anterior');
  } else {
    await recreateDatabase(DB_NAME);
    history = await buildDatabase({ url: DB_URL, plays: PLAYS, days: DAYS, luckyShare: LUCKY_SHARE, zone: ZONE, log });
  }

  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const { sellers, occurrences } = await prepareSellers(db, { reopen: true });
  // A server in service has the history it reads in memory; a database just built, or reused after
  // other work, may have had it pushed out to disk. BENCH_COLD=1 measures it from disk.
  if (!COLD) {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    for (const relation of WARM_RELATIONS) await db.query(`SELECT pg_prewarm($1, 'prefetch')`, [relation]);
    log(`en memoria antes de medir: ${WARM_RELATIONS.join(', ')} (BENCH_COLD=1 lo omite)`);
  }
  const [{ yesterday, month_from: monthFrom, first }] = (
    await db.query(
      `SELECT ((now() AT TIME ZONE $1)::date - 1)::text AS yesterday, ((now() AT TIME ZONE $1)::date - 30)::text AS month_from,
              (SELECT min(business_date)::text FROM tickets) AS first`,
      [ZONE],
    )
  ).rows;

  // The public check's callers come from addresses of their own (step 3b).
  const apiEnv = apiEnvOf(DB_URL, {
    SEED_DEMO: 'never',
    ACCESS_TOKEN_TTL_MINUTES: '60',
    DB_POOL_MAX: '20',
    TRUST_PROXY: 'true',
  });
  const server = start(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    ...apiEnv,
    PORT: String(PORT),
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  let stopStandIn = async () => {};
  try {
    await waitFor(`${base}/ready`);
    stopStandIn = await standInForAutovacuum(DB_NAME, log);
    const token = await signIn(base, 'admin');
    const sellerTokens = await Promise.all(sellers.map((username) => signIn(base, username)));
    const rows = [];

    // 1. The live risk board while sales pour in (they also give today its figures for the dashboard).
    const load = saleLoad(sellerTokens, occurrences);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    rows.push(await measure('top-risk con ventas al lado', 50, () => get(token, kpiTopRisk)));
    rows.push(await measure('tablero de riesgo con ventas al lado', 50, () => get(token, listRiskBoard)));
    const sold = await load.stop();
    log(
      `venta al lado: ${Math.round(sold['2xx'] / sold.duration)} ventas/s, ${sold.non2xx} no 2xx, p99 ${sold.latency.p99} ms`,
    );

    // 2. Every KPI call of the sales dashboard's screen for today (features/dashboards), at once;
    // with BENCH_DETAIL=1 also each alone, to see which one weighs.
    rows.push(await measure('tablero de ventas completo (hoy)', 100, () => openDashboard(base, token)));
    if (DETAIL) {
      for (const contract of DASHBOARD_CALLS)
        rows.push(await measure(`  ${contract.path} (sola, sin ventas)`, null, () => get(token, contract)));
    }

    // 3. The general report of a day and of a month.
    rows.push(
      await measure('reporte general de un día', 20, () =>
        get(token, listGeneralReport, { from_date: yesterday, to_date: yesterday }),
      ),
    );
    rows.push(
      await measure('reporte general de 30 días', 50, () =>
        get(token, listGeneralReport, { from_date: monthFrom, to_date: yesterday }),
      ),
    );
    // 3b. The public check, as a customer's phone asks it: random tickets of the whole history.
    const tickets = (
      await db.query(`SELECT serial, security_code FROM tickets ORDER BY random() LIMIT ${CALLS + WARM_UP_CALLS + 1}`)
    ).rows;
    let nextTicket = 0;
    rows.push(
      await measure('consulta pública de un ticket', 50, async () => {
        const answer = await fetch(`${base}${checkTicket.path}`, {
          method: checkTicket.method,
          // Each from a phone of its own: the check allows 60 a minute from one address.
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.60.${nextTicket >> 8}.${nextTicket & 255}`,
          },
          body: JSON.stringify(tickets[nextTicket++ % tickets.length]),
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    log(`consultas como admin (Banca Venezuela): ayer ${yesterday}, 30 días desde ${monthFrom}`);
    console.table(rows);

    // 4. The prize report's XLSX export over the whole history (BENCH_EXPORT=0 skips it).
    const exported = EXPORT ? await exportOnItsOwnProcess(apiEnv, first ?? yesterday, yesterday) : null;
    if (exported) console.table([exported]);
    log(
      `carga de la máquina al terminar: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );

    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results/reports-latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          loadAverage: loadavg(),
          plays: PLAYS,
          days: DAYS,
          calls: CALLS,
          connections: CONNECTIONS,
          history,
          saleLoad: {
            okPerSecond: Math.round(sold['2xx'] / sold.duration),
            non2xx: sold.non2xx,
            p99: sold.latency.p99,
          },
          rows,
          export: exported,
        },
        null,
        2,
      ),
    );
    if (rows.some((row) => row.estado === 'NO CUMPLE')) process.exitCode = 1;
  } finally {
    await stopStandIn();
    await db.end();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
