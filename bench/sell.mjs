// Sale benchmark: `npm run bench:sell`.
//
// Starts the API on the real PostgreSQL (a fresh `banca_bench` database with the demo catalogue
// and network: 40 taquillas, every animalito and triple draw open), signs in one seller per
// taquilla and drives POST /api/v2/ticket-office/sales with autocannon at 64 connections:
//   1. random tickets (1–3 plays) across every open draw and number;
//   2. one hot number, every request on the same draw and number;
//   3. a bare Fastify + pg insert endpoint, the ceiling this machine allows;
//   4. random tickets on two API processes on the same database (half the connections each, as a
//      round-robin balancer would spread them), against one process in the same minutes: the CPU
//      per sale of the API processes and of PostgreSQL (BENCH_TWO_PROCESSES=0 skips it).
// 1 and 3 alternate in rounds (BENCH_ROUNDS, 3 by default), so their ratio is measured over the
// same minutes; so do the one- and two-process runs of 4.
// A few seconds of random sales first warm the API up; they are not reported.
// Then it checks that nothing was oversold. Figures go to the console (and bench/results/), with
// the API's own metrics read during each run (bench/metrics.mjs): the fold's lag and each pool's waits.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSnapshot, cpuSpent } from './cpu.mjs';
import { asRandomSeller, prepareSellers, randomTicket, signIn, waitFor } from './sale-setup.mjs';
import { benchDatabaseUrl, recreateDatabase } from './bench-database.mjs';
import { demoApiEnvOf } from './api-env.mjs';
import { mergedMetrics, metricColumns, watchMetrics } from './metrics.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_NAME = 'banca_bench';
const DB_URL = benchDatabaseUrl(DB_NAME);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** The API's SALE_WRITERS in the one-process scenarios (its default). */
const ONE_PROCESS_WRITERS = 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
/**
 * The two processes' warm-up: as long as the one process has sold by then, so neither side is
 * measured while V8 still compiles it (with 5 s the two fresh processes cost a third more CPU).
 */
const TWO_PROCESS_WARM_UP = Number(process.env.BENCH_TWO_PROCESS_WARM_UP_SECONDS ?? 30);
// Random sales and the ceiling alternate in rounds, so their ratio compares the same minutes of
// a machine whose speed drifts.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOT_TOPE = 2_000_000_000n; // never binding during the hot run: it measures contention, not refusals
const CHECK_TOPE = 300_000n; // binding during the oversell check

const log = (...args) => console.log('[bench]', ...args);

function start(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => code && code !== 143 && log(`${args.join(' ')} terminó con código ${code}`));
  return child;
}

/** Drives one server, or several with the connections split between them; CPU per request of them all. */
function run(title, targets, path, tokens, makeBody, duration = DURATION) {
  const servers = [targets].flat();
  const before = cpuSnapshot(servers.map((server) => server.pid), DB_NAME);
  const watch = watchMetrics(servers);
  const drive = (port, connections) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections,
          duration,
          requests: [
            {
              method: 'POST',
              path,
              setupRequest: asRandomSeller(tokens, makeBody),
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    });
  return Promise.all(servers.map((server) => drive(server.port, Math.ceil(CONNECTIONS / servers.length)))).then(async (results) => {
    const spent = cpuSpent(before, cpuSnapshot(servers.map((server) => server.pid), DB_NAME));
    const metrics = await watch.stop();
    const result = results.length === 1 ? results[0] : sideBySide(results);
    const perRequest = (part) => spent[part] / Math.max(1, result.requests.total);
    return { title, result, metrics, cpu: { api: perRequest('api'), postgres: perRequest('postgres'), load: perRequest('load') } };
  });
}

/** Results of runs made at the same time against different servers, as one run of those seconds. */
function sideBySide(results) {
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const requests = sum((result) => result.requests.total);
  const duration = Math.max(...results.map((result) => result.duration));
  const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
  return {
    '2xx': sum((result) => result['2xx']),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    duration,
    requests: { total: requests, sent: sum((result) => result.requests.sent), average: requests / duration },
    latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...results.map((result) => result.latency.p99)) },
  };
}

/**
 * One scenario's rounds as a single run: counts and CPU added up, p50 the median round's and p99
 * the worst round's (autocannon gives percentiles, not the histogram to merge).
 */
function combined(title, runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const requests = sum((run) => run.result.requests.total);
  const duration = sum((run) => run.result.duration);
  const p50s = runs.map((run) => run.result.latency.p50).sort((a, b) => a - b);
  const cpuPer = (part) => sum((run) => run.cpu[part] * run.result.requests.total) / Math.max(1, requests);
  return {
    title,
    result: {
      '2xx': sum((run) => run.result['2xx']),
      non2xx: sum((run) => run.result.non2xx),
      errors: sum((run) => run.result.errors),
      timeouts: sum((run) => run.result.timeouts),
      duration,
      requests: { total: requests, average: requests / duration },
      latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...runs.map((run) => run.result.latency.p99)) },
    },
    cpu: { api: cpuPer('api'), postgres: cpuPer('postgres'), load: cpuPer('load') },
    metrics: mergedMetrics(runs.map((run) => run.metrics)),
  };
}

/** Random sales and the ceiling, round after round (ROUNDS rounds of DURATION / ROUNDS seconds each). */
async function alternating(api, bareServer, tokens, occurrences) {
  const random = [];
  const ceiling = [];
  for (let round = 0; round < ROUNDS; round++) {
    random.push(await run('aleatorio', api, '/api/v2/ticket-office/sales', tokens, () => randomTicket(occurrences), DURATION / ROUNDS));
    ceiling.push(await run('techo', bareServer, '/sales', tokens, () => randomTicket(occurrences), DURATION / ROUNDS));
  }
  return { random: combined('números aleatorios', random), ceiling: combined('Fastify + pg (techo)', ceiling) };
}

const summary = ({ title, result, cpu, metrics }) => ({
  escenario: title,
  'ok/s': Math.round(result['2xx'] / result.duration),
  'solicitudes/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  '2xx': result['2xx'],
  'no 2xx': result.non2xx,
  errores: result.errors + result.timeouts,
  'CPU ms/sol. servidor': cpu.api.toFixed(2),
  'CPU ms/sol. PostgreSQL': cpu.postgres.toFixed(2),
  'CPU ms/sol. carga': cpu.load.toFixed(2),
  ...metricColumns(metrics),
});

async function checkNoOversell(db, api, hotOccurrence, tokens) {
  // A binding tope: the hot number must sell exactly min(demand, tope).
  await db.query(`DELETE FROM top_quotas WHERE product_id = $1`, [hotOccurrence.product_id]);
  await db.query(`DELETE FROM regular_quotas WHERE product_id = $1`, [hotOccurrence.product_id]);
  await db.query(
    `INSERT INTO top_quotas (banca_id, product_id, bet_type_id, amount)
     SELECT (SELECT id FROM partners WHERE code = 'BVE'), $1, bet_type_id, $2 FROM product_bet_types WHERE product_id = $1`,
    [hotOccurrence.product_id, CHECK_TOPE.toString()],
  );
  const number = hotOccurrence.symbols[1];
  const result = await run('comprobación de tope', api, '/api/v2/ticket-office/sales', tokens, () => ({
    plays: [{ occurrence_id: hotOccurrence.id, bet_type: 'ANIMALITO', number, amount: '700' }],
  }), 5);
  const sold = BigInt(
    (
      await db.query(
        `SELECT coalesce(sum(p.amount), 0)::text AS sold FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id
          WHERE p.occurrence_id = $1 AND p.number = $2 AND t.status <> 'ANULADO'`,
        [hotOccurrence.id, number],
      )
    ).rows[0].sold,
  );
  // Requests still in flight when the run stops may sell after it: between what was answered and what was sent.
  const atMost = (requests) => (700n * BigInt(requests) < CHECK_TOPE ? 700n * BigInt(requests) : CHECK_TOPE);
  const expected = { from: atMost(result.result.requests.total), to: atMost(result.result.requests.sent) };
  // Every exposure row (one per partner that sets a limit) equals what its subtree's live tickets hold.
  const drift = (
    await db.query(`
      SELECT count(*)::int AS n FROM sales_exposure e
       WHERE e.sold <> (SELECT coalesce(sum(p.amount), 0) FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id
                         WHERE p.occurrence_id = e.occurrence_id AND p.bet_type_id = e.bet_type_id
                           AND p.number_key = e.number_key AND e.partner_id = ANY (t.chain) AND t.status <> 'ANULADO')`)
  ).rows[0].n;
  return { sold, expected, drift };
}

/**
 * Random sales on one API process and on two others at once, alternating in rounds. The two
 * share the one process's sale writers between them (SALE_WRITERS each, BENCH_TWO_PROCESS_WRITERS
 * to try others), as DEPLOY.md says to set them: the writers are PostgreSQL's concurrent sale
 * transactions, so N processes with as many writers each would only make the batches N times smaller.
 */
async function onTwoProcesses(env, api, tokens, occurrences) {
  const writers = process.env.BENCH_TWO_PROCESS_WRITERS ?? String(Math.max(1, Math.floor(ONE_PROCESS_WRITERS / 2)));
  const both = [PORT + 2, PORT + 3].map((port) => ({
    port,
    child: start(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { ...env, PORT: String(port), SEED_DEMO: 'never', SALE_WRITERS: writers }),
  }));
  try {
    for (const { port } of both) await waitFor(`http://127.0.0.1:${port}/ready`);
    const two = both.map(({ port, child }) => ({ port, pid: child.pid }));
    log(`dos procesos con ${writers} escritor(es) de ventas cada uno, contra uno con ${ONE_PROCESS_WRITERS}`);
    await run('calentamiento', two, '/api/v2/ticket-office/sales', tokens, () => randomTicket(occurrences), TWO_PROCESS_WARM_UP);
    const oneRuns = [];
    const twoRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      oneRuns.push(await run('un proceso', api, '/api/v2/ticket-office/sales', tokens, () => randomTicket(occurrences), DURATION / ROUNDS));
      twoRuns.push(await run('dos procesos', two, '/api/v2/ticket-office/sales', tokens, () => randomTicket(occurrences), DURATION / ROUNDS));
    }
    return [combined(`aleatorio, un proceso (${ONE_PROCESS_WRITERS} escritores)`, oneRuns), combined(`aleatorio, dos procesos (${writers} escritor(es) cada uno)`, twoRuns)];
  } finally {
    for (const { child } of both) child.kill('SIGTERM');
  }
}

/**
 * The CPU per sale of the API processes and of PostgreSQL with two processes against one, and
 * what they say on paper: with N API cores, sales/s ≈ N ÷ API CPU per sale, until PostgreSQL's
 * cores are spent at its CPU per sale.
 */
function reportTwoProcesses([one, two]) {
  console.table([one, two].map(summary));
  const change = (part) => (((two.cpu[part] - one.cpu[part]) / one.cpu[part]) * 100).toFixed(1);
  log(`dos procesos contra uno: CPU por venta de la API ${change('api')} %, de PostgreSQL ${change('postgres')} %`);
  const perCore = (ms) => Math.round(1000 / ms);
  log(
    `en papel: cada núcleo de API da unas ${perCore(two.cpu.api)} ventas/s; cada núcleo de PostgreSQL, unas ${perCore(two.cpu.postgres)}; ` +
      `con N núcleos de API y M de PostgreSQL, ventas/s ≈ min(N × ${perCore(two.cpu.api)}, M × ${perCore(two.cpu.postgres)})`,
  );
}

async function main() {
  log(`base ${DB_NAME}, ${CONNECTIONS} conexiones, ${DURATION} s por escenario (aleatorio y techo alternados en ${ROUNDS} rondas)`);
  await recreateDatabase(DB_NAME);
  const env = demoApiEnvOf(DB_URL, PORT, {
    SALE_WRITERS: String(ONE_PROCESS_WRITERS),
  });
  // BENCH_PROFILE=1 leaves a CPU profile of the API in bench/results/profiles (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, 'bench/results/profiles')}`] : [];
  const server = start(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], env);
  const bare = start(process.execPath, ['bench/bare-server.mjs'], { DATABASE_URL: DB_URL, PORT: String(BARE_PORT) });
  const api = { port: PORT, pid: server.pid };
  const bareServer = { port: BARE_PORT, pid: bare.pid };
  const stop = () => {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitFor(`http://127.0.0.1:${PORT}/ready`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/ready`);
    const db = new pg.Client({ connectionString: DB_URL });
    await db.connect();
    const { sellers, occurrences } = await prepareSellers(db);
    const tokens = await Promise.all(sellers.map((username) => signIn(`http://127.0.0.1:${PORT}`, username)));
    log(`${tokens.length} vendedores, ${occurrences.length} sorteos abiertos`);
    // Random tickets never meet the demo's cupos and topes often; they stay as seeded.
    const hot = occurrences.find((o) => o.product_type === 'ANIMALITOS');
    // Random tickets leave the hot draw alone: its numbers belong to the hot run and the tope check.
    const random = occurrences.filter((o) => o.id !== hot.id);
    await db.query(`DELETE FROM regular_quotas WHERE product_id = $1`, [hot.product_id]);
    await db.query(
      `UPDATE top_quotas SET amount = $2 WHERE product_id = $1`,
      [hot.product_id, HOT_TOPE.toString()],
    );

    // Warm-up, not reported: the API's code is compiled by the JIT and its caches filled, and the
    // numbers sold get their exposure rows, as they have minutes into a day of sales.
    await run('calentamiento', api, '/api/v2/ticket-office/sales', tokens, () => randomTicket(random), WARM_UP);
    const alternated = await alternating(api, bareServer, tokens, random);
    const results = [alternated.random];
    results.push(
      await run('un número caliente', api, '/api/v2/ticket-office/sales', tokens, () => ({
        plays: [{ occurrence_id: hot.id, bet_type: 'ANIMALITO', number: hot.symbols[0], amount: '100' }],
      })),
    );
    results.push(alternated.ceiling);
    // Before the tope check, which leaves the hot product's tope nearly spent: random tickets on it
    // would then be refused, and refusals cost less than sales.
    const twoProcesses = process.env.BENCH_TWO_PROCESSES === '0' ? null : await onTwoProcesses(env, api, tokens, random);
    const check = await checkNoOversell(db, api, hot, tokens);
    await db.end();

    const rows = results.map(summary);
    console.table(rows);
    const ceiling = rows[2]['solicitudes/s'];
    log(`aleatorio: ${((rows[0]['ok/s'] / ceiling) * 100).toFixed(1)} % del techo; caliente: ${((rows[1]['ok/s'] / ceiling) * 100).toFixed(1)} % del techo`);
    // API + PostgreSQL CPU per random sale against the bare insert's, over the same minutes.
    const serverCpu = (result) => result.cpu.api + result.cpu.postgres;
    const cpuRatio = serverCpu(alternated.random) / serverCpu(alternated.ceiling);
    log(`CPU por venta aleatoria (API + PostgreSQL): ${cpuRatio.toFixed(2)} veces la del techo`);
    const { from, to } = check.expected;
    if (twoProcesses) reportTwoProcesses(twoProcesses);
    log(`comprobación de tope: vendido ${check.sold}, esperado ${from === to ? from : `entre ${from} y ${to}`}, filas de exposición descuadradas: ${check.drift}`);
    const oversold = check.sold < from || check.sold > to || check.drift !== 0;
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results/sell-latest.json'),
      JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, cpuRatio, rows, twoProcesses: twoProcesses && twoProcesses.map(summary), check: { ...check, sold: String(check.sold), expected: { from: String(from), to: String(to) } } }, null, 2),
    );
    if (oversold) {
      log('¡SOBREVENTA O DESCUADRE!');
      process.exitCode = 1;
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
