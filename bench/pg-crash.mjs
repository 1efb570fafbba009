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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiEnvOf } from './api-env.mjs';
import { freePort, PrivatePostgres } from './private-postgres.mjs';
import {
  checkBurst,
  RESULTS,
  sellersOn,
  startApi as startApiLogging,
  startBurst,
  summaryRows,
  writeOutcome,
} from './sale-burst.mjs';
import { waitFor } from './sale-setup.mjs';

const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 32);
const MODES = (process.env.CRASH_MODES ?? 'postmaster,all').split(',');
/** Seconds of sales before each kill, and after the last recovery. */
const SELLING_SECONDS = Number(process.env.CRASH_SELLING_SECONDS ?? 4);
/** How long PostgreSQL stays down before it is started again. */
const DOWN_MS = Number(process.env.CRASH_DOWN_MS ?? 1000);
const API_RECOVERY_SECONDS = Number(process.env.CRASH_API_RECOVERY_SECONDS ?? 30);

const log = (...args) => console.log('[pg-crash]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const API_LOG = join(RESULTS, 'pg-crash-api.log');
const startApi = (env) => startApiLogging(API_LOG, env);

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

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(API_LOG, '');
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
    const { usernames, occurrences, sellers, signInAll } = await sellersOn(cluster.url('banca'), base, CLIENTS);
    log(
      `${CLIENTS} clientes, ${usernames.length} vendedores, ${occurrences.length} sorteos abiertos; cortes: ${MODES.join(', ')}`,
    );

    const burst = startBurst(base, sellers, occurrences);
    const { records } = burst;
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
    await burst.stop();

    const check = new pg.Client({ connectionString: cluster.url('banca') });
    await check.connect();
    const retryStarted = Date.now();
    const result = await checkBurst({
      db: check,
      base,
      records,
      usernames,
      occurrenceIds: occurrences.map((o) => o.id),
      signInAll,
      concurrency: CLIENTS,
    });
    log(
      `${records.length} solicitudes reenviadas con su clave en ${((Date.now() - retryStarted) / 1000).toFixed(1)} s`,
    );
    await check.end();
    const { afterRetry: _stored, ...figures } = result;
    const { failed } = result;
    console.table(crashes);
    console.table(summaryRows(result));
    log('perdidas en vuelo, por error:', JSON.stringify(result.figures.lostBy));
    writeOutcome(
      log,
      'pg-crash',
      { clients: CLIENTS, crashes, ...figures },
      failed,
      'ninguna venta aceptada se perdió, ninguna quedó a medio escribir y ninguna clave dio dos tickets',
    );
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  // The clients may still be selling: end here (the exit handler removes the cluster).
  process.exit(1);
});
