// A burst of sales against an API process, and what is checked after it: used by the drills that
// break PostgreSQL under it (bench/pg-crash.mjs, bench/drill-failover.mjs, bench/drill-restore.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prepareSellers, randomTicket, signIn } from './sale-setup.mjs';
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

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS = join(ROOT, 'bench/results');
const REQUEST_TIMEOUT_MS = 15_000;
const SALES = '/api/v2/ticket-office/sales';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API as a process of its own; its output is appended to `logFile`. */
export function startApi(logFile, env) {
  const out = openSync(logFile, 'a');
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

/** One sale request: its answer (status and body) or what went wrong on the way, and when it ended. */
export async function send(base, token, record) {
  const outcome = { status: null, answer: null, error: null, at: null };
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
  outcome.at = Date.now();
  return outcome;
}

/**
 * `clients` sellers selling random tickets until `stop()`: a new Idempotency-Key per request, a pause
 * after a failure. Every request is kept in `records` with its key, body and first answer.
 */
export function startBurst(base, sellers, occurrences) {
  const records = [];
  const state = { running: true };
  const one = async (seller) => {
    while (state.running) {
      const record = {
        seller: seller.username,
        key: randomUUID(),
        body: randomTicket(occurrences),
        sentAt: Date.now(),
      };
      records.push(record);
      record.first = await send(base, seller.token, record);
      if (record.first.status !== 200) await sleep(notReached(record.first) ? 500 : 250);
    }
  };
  const running = sellers.map(one);
  return {
    records,
    stop: async () => {
      state.running = false;
      await Promise.all(running);
    },
  };
}

/** Sends every request again with its key, `concurrency` at a time, each with its seller's new token. */
export async function resendAll(base, records, tokens, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const record = records[next++];
      record.retry = await send(base, tokens.get(record.seller), record);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The checks after a burst, on the database that now serves: every acknowledged sale is there as
 * answered, nothing is half-written, the exposure rows and the rollups agree with the tickets; then
 * every request is sent again with its key, and no key may answer two tickets.
 */
export async function checkBurst({ db, base, records, usernames, occurrenceIds, signInAll, concurrency }) {
  const beforeRetry = await storedSales(db, usernames);
  const sellerIds = [...beforeRetry.users.values()];
  const missing = acknowledgedMissing(records, beforeRetry);
  const halfBefore = await halfWritten(db, sellerIds);
  const driftBefore = await exposureDrift(db, occurrenceIds);
  await resendAll(base, records, await signInAll(), concurrency);
  const afterRetry = await storedSales(db, usernames);
  const halfAfter = await halfWritten(db, sellerIds);
  const driftAfter = await exposureDrift(db, occurrenceIds);
  const rollups = await rollupsAgree(db, occurrenceIds);
  const figures = tally(records);
  const duplicates = duplicatesOf(records, afterRetry);
  const half = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
  const failed =
    missing.length > 0 ||
    figures.replayDiffers.length > 0 ||
    figures.notReachedReplayed > 0 ||
    duplicates > 0 ||
    half(halfBefore) + half(halfAfter) > 0 ||
    driftBefore + driftAfter > 0 ||
    afterRetry.tickets.size !== afterRetry.keys.size ||
    !rollups.agree;
  return { figures, missing, duplicates, halfBefore, halfAfter, driftBefore, driftAfter, rollups, afterRetry, failed };
}

/** The checks' figures as the rows of a printed table, in Spanish. */
export function summaryRows(check) {
  const { figures, missing, duplicates, halfBefore, halfAfter, driftBefore, driftAfter, rollups, afterRetry } = check;
  const half = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
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
    'a medio escribir, antes de reintentar': half(halfBefore),
    'a medio escribir, después': half(halfAfter),
    'exposición descuadrada, antes / después': `${driftBefore} / ${driftAfter}`,
    'tickets de la ráfaga / claves con ticket': `${afterRetry.tickets.size} / ${afterRetry.keys.size}`,
    'acumulados (ADR 042) = jugadas': rollups.folded ? rollups.agree : 'sin plegar',
  };
  return Object.entries(summary).map(([figure, value]) => ({ cifra: figure, valor: value }));
}

/**
 * Ends a drill: its figures to bench/results/<name>-latest.json (with the time), and a last line
 * that says whether every check held; a failed check sets the exit code to 1.
 */
export function writeOutcome(log, name, figures, failed, allHeld) {
  const file = `bench/results/${name}-latest.json`;
  writeFileSync(join(ROOT, file), JSON.stringify({ at: new Date().toISOString(), ...figures, failed }, null, 2));
  if (failed) {
    log(`¡FALLÓ UNA COMPROBACIÓN! Detalle en ${file}`);
    process.exitCode = 1;
  } else {
    log(allHeld);
  }
}

/**
 * The demo's sellers and open draws on `databaseUrl` (bench/sale-setup.mjs), signed in on the API
 * at `base`, spread over `clients` selling clients; `signInAll` signs them in again (after a restart).
 */
export async function sellersOn(databaseUrl, base, clients) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { sellers: usernames, occurrences } = await prepareSellers(db);
  await db.end();
  const signInAll = async () => new Map(await Promise.all(usernames.map(async (u) => [u, await signIn(base, u)])));
  const tokens = await signInAll();
  const sellers = Array.from({ length: clients }, (_, i) => ({ username: usernames[i % usernames.length] }));
  for (const seller of sellers) seller.token = tokens.get(seller.username);
  return { usernames, occurrences, sellers, signInAll };
}
