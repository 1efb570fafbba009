// Failover drill: `npm run drill:failover`.
//
// A private primary (bench/private-postgres.mjs) with a synchronous hot standby made by
// `pg_basebackup -R`, PgBouncer in front (bench/private-pgbouncer.mjs: the address the API keeps),
// the API on it with the demo network, and FAILOVER_CLIENTS (32) sellers selling random tickets,
// each request with an Idempotency-Key of its own. Mid-burst the primary is killed with SIGKILL
// (all its processes at once, as when its machine dies); after FAILOVER_DETECT_MS (what a failure
// detector takes) the standby is promoted and PgBouncer is pointed at it and reloaded. The API is
// not restarted: its pool reconnects through PgBouncer. The burst goes on, then every request is
// sent again with its key (bench/sale-burst.mjs checks what survived).
// Writes bench/results/failover-latest.json with acknowledged, lost_acknowledged, duplicated and
// rto_s (seconds without an acknowledged sale), and prints them; exit code 1 when a sale was lost
// or duplicated, or another check fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiEnvOf } from './api-env.mjs';
import { PrivatePgbouncer } from './private-pgbouncer.mjs';
import { freePort, PrivatePostgres } from './private-postgres.mjs';
import { checkBurst, RESULTS, startApi, sellersOn, startBurst, summaryRows, writeOutcome } from './sale-burst.mjs';
import { waitFor } from './sale-setup.mjs';

const CLIENTS = Number(process.env.FAILOVER_CLIENTS ?? 32);
const SELLING_SECONDS = Number(process.env.FAILOVER_SELLING_SECONDS ?? 6);
const DETECT_MS = Number(process.env.FAILOVER_DETECT_MS ?? 1000);
const API_LOG = join(RESULTS, 'failover-api.log');

const log = (...args) => console.log('[failover]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until `check` answers true, for `seconds` at most. */
async function until(what, seconds, check) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: no ocurrió en ${seconds} s`);
    await sleep(200);
  }
}

/** The standby, streaming and synchronous: from now on a commit is answered once the standby holds it. */
async function makeSynchronous(primary) {
  await query(primary.url(), `ALTER SYSTEM SET synchronous_standby_names = '*'`);
  await query(primary.url(), 'SELECT pg_reload_conf()');
  await until('la réplica síncrona', 30, async () => {
    const rows = await query(primary.url(), `SELECT sync_state FROM pg_stat_replication WHERE state = 'streaming'`);
    return rows.some((row) => row.sync_state === 'sync');
  });
}

/**
 * Seconds without sales: from the kill to the first acknowledged sale among those sent after it (an
 * answer that arrives after the kill may belong to a sale the old primary had already committed).
 */
function outage(records, killedAt) {
  const acknowledged = records.filter((r) => r.first?.status === 200);
  const before = Math.max(...acknowledged.map((r) => r.first.at).filter((at) => at <= killedAt));
  const after = Math.min(...acknowledged.filter((r) => r.sentAt > killedAt).map((r) => r.first.at));
  return { lastBeforeMs: killedAt - before, firstAfterMs: after - killedAt, rtoS: (after - killedAt) / 1000 };
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(API_LOG, '');
  const primary = await PrivatePostgres.create();
  let standby = null;
  let pooler = null;
  let api = null;
  const cleanUp = () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    pooler?.stop();
    standby?.destroy();
    primary.destroy();
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    await primary.start();
    await query(primary.url(), 'CREATE DATABASE banca');
    pooler = await PrivatePgbouncer.start(primary.port);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const apiEnv = apiEnvOf(pooler.url('banca'), {
      PORT: String(port),
      SEED_DEMO: 'always',
      LISTEN_DATABASE_URL: pooler.url('banca_escucha'),
    });
    const startedAt = Date.now();
    api = startApi(API_LOG, apiEnv);
    await waitFor(`${base}/ready`, 300);
    log(
      `API lista en ${((Date.now() - startedAt) / 1000).toFixed(1)} s, a través de PgBouncer (127.0.0.1:${pooler.port})`,
    );

    standby = await PrivatePostgres.standbyOf(primary);
    await standby.start();
    await makeSynchronous(primary);
    log(`primario en 127.0.0.1:${primary.port}, réplica síncrona en 127.0.0.1:${standby.port}`);

    const { usernames, occurrences, sellers, signInAll } = await sellersOn(primary.url('banca'), base, CLIENTS);
    log(`${CLIENTS} clientes vendiendo en ${occurrences.length} sorteos abiertos`);

    const burst = startBurst(base, sellers, occurrences);
    await sleep(SELLING_SECONDS * 1000);
    const killedAt = Date.now();
    const inFlight = burst.records.filter((r) => !r.first).length;
    await primary.crash('all');
    await sleep(DETECT_MS);
    const promoteStarted = Date.now();
    standby.promote();
    const promoteMs = Date.now() - promoteStarted;
    pooler.repoint(standby.port);
    log(
      `primario muerto con ${inFlight} ventas en curso; réplica promovida en ${promoteMs} ms y PgBouncer apuntado a ella`,
    );
    await sleep(SELLING_SECONDS * 1000);
    await burst.stop();

    const check = new pg.Client({ connectionString: standby.url('banca') });
    await check.connect();
    const result = await checkBurst({
      db: check,
      base,
      records: burst.records,
      usernames,
      occurrenceIds: occurrences.map((o) => o.id),
      signInAll,
      concurrency: CLIENTS,
    });
    await check.end();
    const gap = outage(burst.records, killedAt);
    const figures = {
      acknowledged: result.figures.acknowledged,
      lost_acknowledged: result.missing.length,
      duplicated: result.duplicates,
      rto_s: gap.rtoS,
    };
    console.table(summaryRows(result));
    console.table([
      { cifra: 'aceptadas', valor: figures.acknowledged },
      { cifra: 'aceptadas perdidas', valor: figures.lost_acknowledged },
      { cifra: 'duplicadas', valor: figures.duplicated },
      { cifra: 'segundos sin ventas (rto_s)', valor: figures.rto_s },
      { cifra: '  detección supuesta (ms)', valor: DETECT_MS },
      { cifra: '  promoción (ms)', valor: promoteMs },
      { cifra: '  última venta aceptada antes del corte (ms antes)', valor: gap.lastBeforeMs },
    ]);
    const { afterRetry: _stored, ...details } = result;
    writeOutcome(
      log,
      'failover',
      { clients: CLIENTS, detect_ms: DETECT_MS, promote_ms: promoteMs, ...figures, ...gap, details },
      result.failed,
      'ninguna venta aceptada se perdió ni se duplicó al pasar a la réplica',
    );
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
