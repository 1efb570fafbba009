// Pre-draw rush benchmark: `npm run bench:rush`.
//
// Starts the API on the real PostgreSQL (a fresh `banca_bench_rush` database with the demo network
// and catalogue) and adds BENCH_RUSH_TAQUILLAS taquillas (2,000), each with its seller, signed in
// with a session of its own, and its terminal. Then BENCH_RUSH_DRAWS instants (2), one every
// BENCH_RUSH_WINDOW_SECONDS (120), at which an animalitos draw and a triple draw close, and the
// next hour's draws. A load process of its own (bench/rush-load.mjs) sells on them at a rate that
// rises from a tenth of BENCH_RUSH_PEAK sales/s (100) to all of it at each close, each sale from an
// idle taquilla, and goes on BENCH_RUSH_TAIL_SECONDS (15) after the last close. Beside it
// BENCH_RUSH_MANAGERS managers (8 sessions of the banca's admin and supervisor and of two
// distributors) keep the dashboard, the risk board and the day's report open, each read again as
// often as the web does (BENCH_RUSH_DASHBOARD_EVERY, 60 s; BENCH_RUSH_RISK_EVERY, 3 s;
// BENCH_RUSH_REPORT_EVERY, 30 s), and BENCH_RUSH_BELLS users (300) keep their bell open
// (bench/rush-watchers.mjs).
// It reports the sales/s at the peak, the sale's p50/p99 through the rush and in the last
// BENCH_RUSH_LAST_SECONDS (20) before each close, the refusals by reason (none may be a busy
// server's), the screens' p95, the API's own metrics (fold lag, pool waits, refusals) and the CPU
// of the API, PostgreSQL, the load process and the watchers; it checks that every acknowledged
// ticket is in the database as answered. Figures to the console and bench/results/rush-latest.json.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { demoApiEnvOf } from './api-env.mjs';
import { benchDatabaseUrl, recreateDatabase, standInForAutovacuum } from './bench-database.mjs';
import { cpuSnapshot, cpuSpent } from './cpu.mjs';
import { ZONE } from './dashboard-calls.mjs';
import { metricColumns, watchMetrics } from './metrics.mjs';
import { acknowledgedMissing, exposureDrift, storedSales } from './pg-crash-checks.mjs';
import { byReason, rushFigures, timeline } from './rush-figures.mjs';
import { createClosingDraws, createTaquillas, signInSellers } from './rush-setup.mjs';
import { openBells, startManagers } from './rush-watchers.mjs';
import { signIn, waitFor } from './sale-setup.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = 'banca_bench_rush';
const DB_URL = benchDatabaseUrl(DB_NAME);
const PORT = Number(process.env.BENCH_PORT ?? 3921);
const BASE = `http://127.0.0.1:${PORT}`;
const setting = (name, fallback) => Number(process.env[`BENCH_RUSH_${name}`] ?? fallback);
const TAQUILLAS = setting('TAQUILLAS', 2_000);
const DRAWS = setting('DRAWS', 2);
const WINDOW_SECONDS = setting('WINDOW_SECONDS', 120);
const PEAK = setting('PEAK', 100);
const TAIL_SECONDS = setting('TAIL_SECONDS', 15);
const LAST_SECONDS = setting('LAST_SECONDS', 20);
const MANAGERS = setting('MANAGERS', 8);
/**
 * How often a manager reads each screen, in seconds: the web's sales dashboard refreshes itself
 * every 60 s, its risk board reads again at most every 3 s while pushes arrive (a rush sends them
 * all the time), and the day's report is read again by hand, say every 30 s.
 */
const MANAGER_EVERY_MS = [setting('DASHBOARD_EVERY', 60), setting('RISK_EVERY', 3), setting('REPORT_EVERY', 30)].map(
  (seconds) => seconds * 1000,
);
const BELLS = setting('BELLS', 300);
const HOT_SHARE = setting('HOT_SHARE', 0.15);
/** Seconds between the draws' creation and the load's start. */
const LEAD_SECONDS = 5;
/** Minutes between a draw's close and its draw time. */
const CLOSE_MINUTES = 1;
/** The timeline's step. */
const TIMELINE_SECONDS = 15;
const MANAGER_USERS = ['admin', 'supervisor', 'distribuidor', 'distribuidor2'];

const log = (...args) => console.log('[bench:rush]', ...args);

/** The close instants from `startAt`: one every window, whole seconds never on :00 (the demo's draws are). */
function closesFrom(startAt) {
  const closes = [];
  for (let k = 1; k <= DRAWS + 1; k++) {
    // The last one is the next hour's draw, which the tail sells.
    let at =
      Math.floor((startAt + (k <= DRAWS ? k * WINDOW_SECONDS : DRAWS * WINDOW_SECONDS + 3_600) * 1000) / 1000) * 1000;
    if (new Date(at).getUTCSeconds() === 0) at += 1000;
    closes.push(new Date(at));
  }
  return closes;
}

/** Runs the load process on `plan` until it answers its figures and the tickets it was acknowledged. */
function runLoad(plan) {
  const child = fork(join(ROOT, 'bench/rush-load.mjs'), {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const acknowledged = [];
  return new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.acknowledged) acknowledged.push(...message.acknowledged);
      if (message.figures) resolve({ figures: message.figures, acknowledged });
    });
    child.on('exit', (code) => code && reject(new Error(`el proceso de carga terminó con código ${code}`)));
    child.send(plan);
  });
}

async function main() {
  log(
    `base ${DB_NAME}: ${TAQUILLAS} taquillas, ${DRAWS} cierres cada ${WINDOW_SECONDS} s, pico ${PEAK} ventas/s, ` +
      `${MANAGERS} gerentes, ${BELLS} campanas`,
  );
  await recreateDatabase(DB_NAME);
  const env = demoApiEnvOf(DB_URL, PORT, {
    TRUST_PROXY: 'true',
    ACCESS_TOKEN_TTL_MINUTES: '60',
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const db = new pg.Client({ connectionString: DB_URL });
  let stopStandIn = async () => {};
  try {
    await waitFor(`${BASE}/ready`);
    await db.connect();
    let started = performance.now();
    const usernames = await createTaquillas(db, TAQUILLAS);
    log(
      `${usernames.length} taquillas con su vendedor y su terminal en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const sellers = await signInSellers(BASE, usernames);
    log(`${sellers.length} sesiones abiertas en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const managerTokens = await Promise.all(
      Array.from({ length: MANAGERS }, (_, i) => signIn(BASE, MANAGER_USERS[i % MANAGER_USERS.length], `10.78.0.${i}`)),
    );
    const startAt = Date.now() + LEAD_SECONDS * 1000;
    const draws = await createClosingDraws(db, closesFrom(startAt), CLOSE_MINUTES);
    const closes = draws.slice(0, DRAWS).map((draw) => Math.round((draw.closeAt - startAt) / 1000));
    const endAt = draws[DRAWS - 1].closeAt + TAIL_SECONDS * 1000;
    log(`cierres a los ${closes.join(' s, ')} s; la carga termina a los ${Math.round((endAt - startAt) / 1000)} s`);
    const [{ today }] = (await db.query(`SELECT (now() AT TIME ZONE $1)::date::text AS today`, [ZONE])).rows;
    stopStandIn = await standInForAutovacuum(DB_NAME, log);

    const bells = openBells(
      BASE,
      sellers.slice(0, BELLS).map((seller) => seller.token),
    );
    const managers = startManagers(BASE, managerTokens, { today, everyMs: MANAGER_EVERY_MS });
    const metrics = watchMetrics([{ port: PORT }]);
    const cpuBefore = cpuSnapshot([server.pid], DB_NAME);
    const load = await runLoad({ base: BASE, sellers, draws, startAt, endAt, peak: PEAK, hotShare: HOT_SHARE });
    const cpu = cpuSpent(cpuBefore, cpuSnapshot([server.pid], DB_NAME));
    const screens = await managers.stop();
    const bell = await bells.stop();
    const served = await metrics.stop();

    const figures = rushFigures(load.figures, closes, LAST_SECONDS);
    const stored = await storedSales(db, usernames);
    const missing = acknowledgedMissing(load.acknowledged, stored);
    const drift = await exposureDrift(
      db,
      draws.flatMap((draw) => draw.occurrences.map((o) => o.id)),
    );
    const seconds = (endAt - startAt) / 1000;
    const perSale = (ms) => (ms / Math.max(1, figures.acknowledged)).toFixed(2);
    const summary = {
      'taquillas (sesiones) / gerentes / campanas': `${sellers.length} / ${MANAGERS} / ${BELLS}`,
      'duración de la carga s': seconds,
      'solicitudes enviadas': figures.sent,
      'ventas aceptadas (200)': figures.acknowledged,
      'vendidas según /metrics (incluye las que llegaron tarde)': served?.sales.sold ?? '—',
      'ventas/s en el pico (5 s)': `${figures.peakOkPerSecond} (objetivo ${PEAK})`,
      'venta p50 / p99 ms (toda la carga)': `${figures.p50} / ${figures.p99}`,
      ...Object.fromEntries(
        figures.beforeCloses.map((close) => [
          `últimos ${LAST_SECONDS} s antes del cierre de los ${close.close} s: ventas/s, p50 / p99 ms`,
          `${close.okPerSecond}, ${close.p50} / ${close.p99}`,
        ]),
      ),
      'rechazos por motivo': byReason(figures.refusals),
      'ocupado: 5xx, 429, sin respuesta o sin conexión (debe ser 0)': figures.busy,
      'rechazos según /metrics': byReason(served?.refusals),
      'sin taquilla libre (la carga no envió)': figures.noIdleTaquilla,
      'en vuelo máx': figures.maxInFlight,
      'aceptadas que faltan o difieren en la base (debe ser 0)': missing.length,
      'exposición descuadrada (debe ser 0)': drift,
      'campanas: abiertas (máx a la vez) / eventos / rechazadas / cortadas': `${bell.opened} (${bell.maxOpen}) / ${bell.events} / ${byReason(bell.refused)} / ${bell.broken}`,
      'campanas: primer aviso p95 ms': bell.firstEventP95Ms,
      ...metricColumns(served),
      'CPU ms/venta API / PostgreSQL': `${perSale(cpu.api)} / ${perSale(cpu.postgres)}`,
      'CPU s API / PostgreSQL / carga / gerentes y campanas': [cpu.api, cpu.postgres, figures.loadCpuMs, cpu.load]
        .map((ms) => (ms / 1000).toFixed(1))
        .join(' / '),
      'carga de la máquina (1, 5, 15 min)': loadavg()
        .map((n) => n.toFixed(1))
        .join(' '),
    };
    console.table(Object.entries(summary).map(([cifra, valor]) => ({ cifra, valor })));
    console.table(screens);
    const steps = timeline(load.figures, TIMELINE_SECONDS);
    console.table(steps);
    const failed = figures.busy > 0 || missing.length > 0 || drift > 0;
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results/rush-latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          loadAverage: loadavg(),
          settings: {
            TAQUILLAS,
            DRAWS,
            WINDOW_SECONDS,
            PEAK,
            TAIL_SECONDS,
            LAST_SECONDS,
            MANAGERS,
            MANAGER_EVERY_MS,
            BELLS,
            HOT_SHARE,
          },
          figures,
          screens,
          timeline: steps,
          bells: bell,
          metrics: served,
          cpuMs: { api: cpu.api, postgres: cpu.postgres, load: figures.loadCpuMs, watchers: cpu.load },
          missing: missing.slice(0, 20),
          missingCount: missing.length,
          exposureDrift: drift,
          failed,
        },
        null,
        2,
      ),
    );
    if (failed) {
      log('¡FALLÓ UNA COMPROBACIÓN! Detalle en bench/results/rush-latest.json');
      process.exitCode = 1;
    }
  } finally {
    await stopStandIn();
    await db.end().catch(() => {});
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
