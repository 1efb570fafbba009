// PostgreSQL killed mid-burst: `npm run bench:pg-crash`.
//
// Starts a private PostgreSQL 15 cluster (bench/private-postgres.mjs: a temporary folder and port,
// never the machine's shared server), the API on it with the demo network, and CRASH_CLIENTS (32)
// clients selling random tickets, each request with an Idempotency-Key of its own; every request's
// key, body and answer (if one came) is kept. Mid-burst the cluster is killed with SIGKILL, once
// per mode of CRASH_MODES: `postmaster` (the postmaster alone; its backends end by themselves)
// and `all` (the postmaster and every backend at the same instant). It is restarted at once
// (crash recovery), the API is given CRASH_API_RECOVERY_SECONDS to answer /ready again on its
// own (its pool reconnecting) and is restarted, which the output says, if it does not or if its
// process ended; the burst goes on after each recovery. Then:
//   a. every sale answered 200 has its ticket, serial, plays and total, and its key names it;
//   b. nothing is half-written: no ticket without plays, no plays without a ticket, no key
//      without its ticket, no ticket of the burst without its key;
//   c. every request is sent again with its key and body: an acknowledged one answers the same
//      ticket (`replayed`), one that got no answer answers the ticket committed before the crash
//      or is sold now, and no key ever answers two tickets;
//   d. the exposure rows equal what the tickets say, and the rollups fold every play.
// Figures go to the console and bench/results/pg-crash-latest.json; exit code 1 when a check fails.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  acknowledgedMissing,
  duplicatesOf,
  exposureDrift,
  halfWritten,
  notReached,
  rollupsAgree,
  storedSales,
  tally,
} from './pg-crash-checks.mjs';
import { freePort, PrivatePostgres } from './private-postgres.mjs';
import { prepareSellers, randomTicket, signIn, waitFor } from './sale-setup.mjs';
import { apiEnvOf } from './api-env.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench/results');
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 32);
const MODES = (process.env.CRASH_MODES ?? 'postmaster,all').split(',');
/** Seconds of sales before each kill, and after the last recovery. */
const SELLING_SECONDS = Number(process.env.CRASH_SELLING_SECONDS ?? 4);
/** How long PostgreSQL stays down before it is started again. */
const DOWN_MS = Number(process.env.CRASH_DOWN_MS ?? 1000);
const API_RECOVERY_SECONDS = Number(process.env.CRASH_API_RECOVERY_SECONDS ?? 30);
const REQUEST_TIMEOUT_MS = 15_000;
const SALES = '/api/v2/ticket-office/sales';

const log = (...args) => console.log('[pg-crash]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API as a process of its own; its output goes to bench/results/pg-crash-api.log. */
function startApi(env) {
  const out = openSync(join(RESULTS, 'pg-crash-api.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return child;
}

/** One sale request: its answer (status and body) or what went wrong on the way. */
async function send(base, token, record) {
  const outcome = { status: null, answer: null, error: null };
  try {
    const answer = await fetch(`${base}${SALES}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': record.key },
      body: JSON.stringify(record.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    outcome.status = answer.status;
    const body = await answer.json().catch(() => null);
    if (answer.status === 200) outcome.answer = body;
    else outcome.error = body?.code ?? `HTTP ${answer.status}`;
  } catch (error) {
    outcome.status = null;
    outcome.error = error.name === 'TimeoutError' ? 'sin respuesta en 15 s' : (error.cause?.code ?? error.message);
  }
  return outcome;
}

/** A client selling until `burst.running` turns false: a new key per request, a pause after a failure. */
async function client(base, seller, occurrences, burst, records) {
  while (burst.running) {
    const record = { seller: seller.username, key: randomUUID(), body: randomTicket(occurrences), sentAt: Date.now() };
    records.push(record);
    record.first = await send(base, seller.token, record);
    if (record.first.status !== 200) await sleep(notReached(record.first) ? 500 : 250);
  }
}

/** After PostgreSQL is back: the same API once /ready answers, or a new one if it ended or stayed unready. */
async function recover(api, apiEnv, base) {
  const started = Date.now();
  while (Date.now() - started < API_RECOVERY_SECONDS * 1000 && api.exitCode === null && api.signalCode === null) {
    const ready = await fetch(`${base}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { api, readyAfterMs: Date.now() - started, restarted: null };
    await sleep(100);
  }
  let restarted;
  if (api.exitCode !== null || api.signalCode !== null) {
    restarted = `el proceso de la API había terminado (código ${api.exitCode ?? api.signalCode})`;
  } else {
    restarted = `la API no respondió /ready en ${API_RECOVERY_SECONDS} s`;
    api.kill('SIGKILL');
    await api.exited;
  }
  const next = startApi({ ...apiEnv, SEED_DEMO: 'never' });
  await waitFor(`${base}/ready`, 120);
  return { api: next, readyAfterMs: Date.now() - started, restarted };
}

/** Sends every request again, CLIENTS at a time, each with its seller's new token. */
async function resendAll(base, records, tokens) {
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const record = records[next++];
      record.retry = await send(base, tokens.get(record.seller), record);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'pg-crash-api.log'), '');
  const cluster = await PrivatePostgres.create();
  let api = null;
  const cleanUp = () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    cluster.destroy();
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    await cluster.start();
    log(`clúster privado de PostgreSQL en 127.0.0.1:${cluster.port} (${cluster.dir}), fsync activo`);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE banca');
    await admin.end();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const apiEnv = apiEnvOf(cluster.url('banca'), { PORT: String(port), SEED_DEMO: 'always' });
    const startedAt = Date.now();
    api = startApi(apiEnv);
    await waitFor(`${base}/ready`, 300);
    log(`API lista en ${((Date.now() - startedAt) / 1000).toFixed(1)} s (migraciones y datos de demostración)`);
    const db = new pg.Client({ connectionString: cluster.url('banca') });
    await db.connect();
    const { sellers: usernames, occurrences } = await prepareSellers(db);
    await db.end();
    const signInAll = async () => new Map(await Promise.all(usernames.map(async (u) => [u, await signIn(base, u)])));
    let tokens = await signInAll();
    const sellers = Array.from({ length: CLIENTS }, (_, i) => ({ username: usernames[i % usernames.length] }));
    for (const seller of sellers) seller.token = tokens.get(seller.username);
    log(
      `${CLIENTS} clientes, ${usernames.length} vendedores, ${occurrences.length} sorteos abiertos; cortes: ${MODES.join(', ')}`,
    );

    const records = [];
    const burst = { running: true };
    const clients = sellers.map((seller) => client(base, seller, occurrences, burst, records));
    const crashes = [];
    for (const mode of MODES) {
      await sleep(SELLING_SECONDS * 1000);
      const inFlight = records.filter((r) => !r.first).length;
      const killedAt = Date.now();
      const killed = await cluster.crash(mode);
      const apiBefore = api;
      await sleep(DOWN_MS);
      const restartStarted = Date.now();
      await cluster.start();
      const recoveryMs = Date.now() - restartStarted;
      const recovered = await recover(api, apiEnv, base);
      api = recovered.api;
      const apiExit = recovered.restarted && apiBefore.exitCode !== null ? await apiBefore.exited : null;
      const crash = {
        mode,
        soldBefore: records.filter((r) => r.first?.status === 200 && r.sentAt < killedAt).length,
        inFlight,
        processesKilled: killed.processes,
        goneAfterMs: killed.goneAfterMs,
        killedLate: killed.killedLate,
        postgresRecoveryMs: recoveryMs,
        apiReadyAfterMs: recovered.readyAfterMs,
        apiRestarted: recovered.restarted,
        apiEndedAfterKillMs: apiExit ? apiExit.at - killedAt : null,
      };
      crashes.push(crash);
      log(
        (mode === 'all'
          ? `corte "all": los ${killed.processes} procesos de PostgreSQL muertos a la vez`
          : `corte "postmaster": el postmaster muerto, sus ${killed.processes - 1} procesos terminaron solos en ${killed.goneAfterMs} ms`) +
          `, con ${inFlight} solicitudes en curso; ` +
          `PostgreSQL se recuperó en ${recoveryMs} ms, la API respondió /ready ${recovered.readyAfterMs} ms después` +
          (recovered.restarted ? ` tras reiniciarla: ${recovered.restarted}` : ' sin reiniciarla'),
      );
    }
    await sleep(SELLING_SECONDS * 1000);
    burst.running = false;
    await Promise.all(clients);

    const check = new pg.Client({ connectionString: cluster.url('banca') });
    await check.connect();
    const occurrenceIds = occurrences.map((o) => o.id);
    const beforeRetry = await storedSales(check, usernames);
    const sellerIds = [...beforeRetry.users.values()];
    const missing = acknowledgedMissing(records, beforeRetry);
    const halfBefore = await halfWritten(check, sellerIds);
    const driftBefore = await exposureDrift(check, occurrenceIds);

    tokens = await signInAll();
    const retryStarted = Date.now();
    await resendAll(base, records, tokens);
    log(
      `${records.length} solicitudes reenviadas con su clave en ${((Date.now() - retryStarted) / 1000).toFixed(1)} s`,
    );
    const afterRetry = await storedSales(check, usernames);
    const halfAfter = await halfWritten(check, sellerIds);
    const driftAfter = await exposureDrift(check, occurrenceIds);
    const rollups = await rollupsAgree(check, occurrenceIds);
    await check.end();

    const figures = tally(records);
    const duplicates = duplicatesOf(records, afterRetry);
    const halfWrittenCount = (half) => Object.values(half).reduce((a, b) => a + b, 0);
    const summary = {
      'solicitudes enviadas': figures.sent,
      'aceptadas (200)': figures.acknowledged,
      'rechazadas (4xx)': figures.refused,
      'perdidas en vuelo (5xx o sin respuesta)': figures.lostInFlight,
      '  recuperadas al reintentar (ya vendidas)': figures.recoveredByRetry,
      '  vendidas al reintentar': figures.soldOnRetry,
      'no llegaron a la API (conexión rechazada)': figures.notReached,
      '  vendidas al reintentar ': figures.notReachedSoldOnRetry,
      '  dadas por vendidas al reintentar (debe ser 0)': figures.notReachedReplayed,
      'reintentos sin 200': figures.retryFailed,
      'aceptadas que faltan o difieren': missing.length,
      'reintentos de aceptadas con otra respuesta': figures.replayDiffers.length,
      'duplicadas (dos tickets para una clave)': duplicates,
      'a medio escribir, antes de reintentar': halfWrittenCount(halfBefore),
      'a medio escribir, después': halfWrittenCount(halfAfter),
      'exposición descuadrada, antes / después': `${driftBefore} / ${driftAfter}`,
      'tickets de la ráfaga / claves con ticket': `${afterRetry.tickets.size} / ${afterRetry.keys.size}`,
      'acumulados (ADR 042) = jugadas': rollups.folded ? rollups.agree : 'sin plegar',
    };
    console.table(crashes);
    console.table(Object.entries(summary).map(([figure, value]) => ({ cifra: figure, valor: value })));
    log('perdidas en vuelo, por error:', JSON.stringify(figures.lostBy));
    const failed =
      missing.length > 0 ||
      figures.replayDiffers.length > 0 ||
      figures.notReachedReplayed > 0 ||
      duplicates > 0 ||
      halfWrittenCount(halfBefore) + halfWrittenCount(halfAfter) > 0 ||
      driftBefore + driftAfter > 0 ||
      afterRetry.tickets.size !== afterRetry.keys.size ||
      !rollups.agree;
    writeFileSync(
      join(RESULTS, 'pg-crash-latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          clients: CLIENTS,
          crashes,
          figures,
          missing,
          duplicates,
          halfBefore,
          halfAfter,
          driftBefore,
          driftAfter,
          rollups,
          failed,
        },
        null,
        2,
      ),
    );
    if (failed) {
      log('¡FALLÓ UNA COMPROBACIÓN! Detalle en bench/results/pg-crash-latest.json');
      process.exitCode = 1;
    } else {
      log('ninguna venta aceptada se perdió, ninguna quedó a medio escribir y ninguna clave dio dos tickets');
    }
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  // The clients may still be selling: end here (the exit handler removes the cluster).
  process.exit(1);
});
