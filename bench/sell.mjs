// Sale benchmark: `npm run bench:sell`.
//
// Starts the API on the real PostgreSQL (a fresh `banca_bench` database with the demo catalogue
// and network: 40 taquillas, every animalito and triple draw open), signs in one seller per
// taquilla and drives POST /api/v2/ticket-office/sales with autocannon at 64 connections:
//   1. random tickets (1–3 plays) across every open draw and number;
//   2. one hot number, every request on the same draw and number;
//   3. a bare Fastify + pg insert endpoint, the ceiling this machine allows.
// 1 and 3 alternate in rounds (BENCH_ROUNDS, 3 by default), so their ratio is measured over the
// same minutes.
// A few seconds of random sales first warm the API up; they are not reported.
// Then it checks that nothing was oversold. Figures go to the console (and bench/results/).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSnapshot, cpuSpent } from './cpu.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'banca_bench';
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const BARE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
// Random sales and the ceiling alternate in rounds, so their ratio compares the same minutes of
// a machine whose speed drifts.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOT_TOPE = 2_000_000_000n; // never binding during the hot run: it measures contention, not refusals
const CHECK_TOPE = 300_000n; // binding during the oversell check

const log = (...args) => console.log('[bench]', ...args);

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => code && code !== 143 && log(`${args.join(' ')} terminó con código ${code}`));
  return child;
}

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió`);
}

async function prepareData(db) {
  // One seller per taquilla of the Venezuelan banca, with the demo seller's password.
  await db.query(`
    INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT 'bench.' || lower(p.code), (SELECT password_hash FROM users WHERE username = 'taquilla'), 'Vendedor ' || p.code,
           'VEND_TAQUILLA', p.id
      FROM partners p
     WHERE p.kind = 'TAQUILLA' AND p.path LIKE (SELECT path FROM partners WHERE code = 'BVE') || '%'
    ON CONFLICT DO NOTHING`);
  // Every animalito and triple draw open now, on a date of its own.
  await db.query(`
    INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
    SELECT d.id, d.product_id, DATE '2099-12-31', now() - interval '1 hour', now() + interval '3 hours', now() + interval '2 hours'
      FROM draws d JOIN products p ON p.id = d.product_id
     WHERE d.status = 'ACTIVE' AND p.product_type IN ('ANIMALITOS', 'TRIPLE')
    ON CONFLICT DO NOTHING`);
  await db.query(`UPDATE bets_config SET min_per_play = 100, max_per_play = 1000000, max_per_ticket = 10000000, minutes_before_close = 0`);
  const sellers = (await db.query(`SELECT username FROM users WHERE username LIKE 'bench.%' ORDER BY id`)).rows.map((r) => r.username);
  const occurrences = (
    await db.query(`
      SELECT o.id, p.product_type, p.id AS product_id,
             array(SELECT s.number FROM product_symbols s WHERE s.product_id = p.id AND s.status = 'ACTIVE') AS symbols
        FROM draw_occurrences o JOIN products p ON p.id = o.product_id
       WHERE o.draw_date = DATE '2099-12-31' ORDER BY o.id`)
  ).rows;
  return { sellers, occurrences };
}

async function signIn(username) {
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/v2/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!answer.ok) throw new Error(`No se pudo iniciar sesión como ${username}: ${answer.status}`);
  return (await answer.json()).access_token;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function randomPlay(occurrence) {
  const amount = String(100 * (1 + Math.floor(Math.random() * 20)));
  if (occurrence.product_type === 'ANIMALITOS') {
    return { occurrence_id: occurrence.id, bet_type: 'ANIMALITO', number: pick(occurrence.symbols), amount };
  }
  return { occurrence_id: occurrence.id, bet_type: 'TRIPLE', number: String(Math.floor(Math.random() * 1000)).padStart(3, '0'), amount };
}

function randomTicket(occurrences) {
  const plays = [];
  const count = 1 + Math.floor(Math.random() * 3);
  const used = new Set();
  while (plays.length < count) {
    const play = randomPlay(pick(occurrences));
    const key = `${play.occurrence_id}|${play.number}`;
    if (used.has(key)) continue;
    plays.push(play);
    used.add(key);
  }
  return { plays };
}

function run(title, { port, pid }, path, tokens, makeBody, duration = DURATION) {
  const before = cpuSnapshot(pid);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            path,
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${pick(tokens)}`,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(makeBody()),
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const spent = cpuSpent(before, cpuSnapshot(pid));
        const perRequest = (part) => spent[part] / Math.max(1, result.requests.total);
        resolve({ title, result, cpu: { api: perRequest('api'), postgres: perRequest('postgres'), load: perRequest('load') } });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
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

const summary = ({ title, result, cpu }) => ({
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

async function main() {
  log(`base ${DB_NAME}, ${CONNECTIONS} conexiones, ${DURATION} s por escenario (aleatorio y techo alternados en ${ROUNDS} rondas)`);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const env = {
    DATABASE_URL: DB_URL,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'always',
    WEB_DIST: 'none',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: randomUUID() + randomUUID(),
    DB_POOL_MAX: '20',
  };
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
    const { sellers, occurrences } = await prepareData(db);
    const tokens = await Promise.all(sellers.map(signIn));
    log(`${tokens.length} vendedores, ${occurrences.length} sorteos abiertos`);
    // Random tickets never meet the demo's cupos and topes often; they stay as seeded.
    const hot = occurrences.find((o) => o.product_type === 'ANIMALITOS');
    await db.query(`DELETE FROM regular_quotas WHERE product_id = $1`, [hot.product_id]);
    await db.query(
      `UPDATE top_quotas SET amount = $2 WHERE product_id = $1`,
      [hot.product_id, HOT_TOPE.toString()],
    );

    // Warm-up, not reported: the API's code is compiled by the JIT and its caches filled, and the
    // numbers sold get their exposure rows, as they have minutes into a day of sales.
    await run('calentamiento', api, '/api/v2/ticket-office/sales', tokens, () => randomTicket(occurrences), WARM_UP);
    const alternated = await alternating(api, bareServer, tokens, occurrences);
    const results = [alternated.random];
    results.push(
      await run('un número caliente', api, '/api/v2/ticket-office/sales', tokens, () => ({
        plays: [{ occurrence_id: hot.id, bet_type: 'ANIMALITO', number: hot.symbols[0], amount: '100' }],
      })),
    );
    results.push(alternated.ceiling);
    const check = await checkNoOversell(db, api, hot, tokens);
    await db.end();

    const rows = results.map(summary);
    console.table(rows);
    const ceiling = rows[2]['solicitudes/s'];
    log(`aleatorio: ${((rows[0]['ok/s'] / ceiling) * 100).toFixed(1)} % del techo; caliente: ${((rows[1]['ok/s'] / ceiling) * 100).toFixed(1)} % del techo`);
    const { from, to } = check.expected;
    log(`comprobación de tope: vendido ${check.sold}, esperado ${from === to ? from : `entre ${from} y ${to}`}, filas de exposición descuadradas: ${check.drift}`);
    const oversold = check.sold < from || check.sold > to || check.drift !== 0;
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results/sell-latest.json'),
      JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, rows, check: { ...check, sold: String(check.sold), expected: { from: String(from), to: String(to) } } }, null, 2),
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
