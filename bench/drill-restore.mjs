// Restore drill: `npm run drill:restore`.
//
// A private primary (bench/private-postgres.mjs) whose WAL is archived as it is written:
// `pg_receivewal --synchronous` on a replication slot, named in `synchronous_standby_names`, so a
// commit is answered only once the archive holds it. The API runs on it with the demo network;
// RESTORE_CLIENTS (16) sellers sell and the agency reports payments all along. A base backup
// (`pg_basebackup`) is taken while they sell; later an instant is chosen, the sales go on, and then
// the primary is killed with SIGKILL and its data folder is given up for lost. Two restores from
// the backup and the archive, each into a new cluster (restore_command, recovery.signal):
//   1. to the chosen instant (recovery_target_time): every sale and payment answered before it is
//      there, none sent after it is;
//   2. to the end of the archive, as after losing the machine: every answered sale and payment is
//      there, and an API started on it answers /ready (rto_s: from the kill to that /ready).
// Writes bench/results/restore-latest.json with lost_acknowledged, rpo_s and rto_s, and prints them;
// exit code 1 when a check fails.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiEnvOf } from './api-env.mjs';
import { storedSales } from './pg-crash-checks.mjs';
import { freePort, PrivatePostgres } from './private-postgres.mjs';
import { RESULTS, startApi, startBurst, writeOutcome } from './sale-burst.mjs';
import { prepareSellers, signIn, waitFor } from './sale-setup.mjs';

const CLIENTS = Number(process.env.RESTORE_CLIENTS ?? 16);
const SELLING_SECONDS = Number(process.env.RESTORE_SELLING_SECONDS ?? 4);
const API_LOG = join(RESULTS, 'restore-api.log');
const SLOT = 'archivo_wal';

const log = (...args) => console.log('[restore]', ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** pg_receivewal into `folder`, on its slot, acknowledging what it has flushed; named in synchronous_standby_names. */
async function startArchiving(primary, folder) {
  const connection = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  primary.run('pg_receivewal', [...connection, '--slot', SLOT, '--create-slot']);
  const receiver = primary.spawn('pg_receivewal', [...connection, '-D', folder, '--slot', SLOT, '--synchronous', '-n']);
  await query(primary.url(), `ALTER SYSTEM SET synchronous_standby_names = 'pg_receivewal'`);
  await query(primary.url(), 'SELECT pg_reload_conf()');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await query(
      primary.url(),
      `SELECT sync_state FROM pg_stat_replication WHERE application_name = 'pg_receivewal'`,
    );
    if (rows[0]?.sync_state === 'sync') return receiver;
    if (Date.now() > deadline) throw new Error('pg_receivewal no llegó a ser síncrono');
    await sleep(200);
  }
}

/** The agency reporting payments until `stop()`, each with a reference of its own; every answer is kept. */
function startPayments(base, token, methodId) {
  const records = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const record = { reference: randomUUID().slice(0, 12), sentAt: Date.now(), status: null, id: null, at: null };
      records.push(record);
      try {
        const answer = await fetch(`${base}/api/v2/admin/administrative/payments/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            payment_method_id: methodId,
            payment_date: new Date().toISOString().slice(0, 10),
            currency: 'BS',
            amount: '10000',
            reference: record.reference,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        record.status = answer.status;
        if (answer.ok) record.id = (await answer.json()).id;
      } catch {
        /* no answer: not acknowledged */
      }
      record.at = Date.now();
      await sleep(100);
    }
  })();
  return {
    records,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** A new cluster from the base backup, recovering from the archive up to `target` (an instant, or the end). */
async function restore(backup, archive, target) {
  const cluster = await PrivatePostgres.emptyFolder();
  cpSync(backup, cluster.data, { recursive: true });
  cluster.takeOwnership();
  const settings = [
    `restore_command = 'cp ${archive}/%f %p 2>/dev/null || cp ${archive}/%f.partial %p'`,
    `recovery_target_action = 'promote'`,
    // The primary waited for its archiver; the restored server has none yet.
    `synchronous_standby_names = ''`,
    ...(target
      ? [`recovery_target_time = '${new Date(target).toISOString().replace('T', ' ').replace('Z', '+00')}'`]
      : []),
  ];
  cluster.appendSettings(settings);
  cluster.signalRecovery();
  const started = Date.now();
  await cluster.start();
  while ((await query(cluster.url(), 'SELECT pg_is_in_recovery() AS r'))[0].r) await sleep(100);
  return { cluster, recoveredMs: Date.now() - started };
}

/** The burst's tickets and keys, and the payments' ids, in a restored database. */
async function whatSurvived(cluster, usernames) {
  const client = await connect(cluster);
  try {
    const stored = await storedSales(client, usernames);
    const paymentIds = new Set((await client.query('SELECT id::int AS id FROM payments')).rows.map((row) => row.id));
    return { stored, paymentIds };
  } finally {
    await client.end();
  }
}

/** The sales and payments answered before `until` that a restored database lacks. */
function lostOf(sales, paid, survived, until) {
  return [
    ...sales
      .filter((r) => r.first.at < until && !survived.stored.tickets.has(r.first.answer.ticket.id))
      .map((r) => ({ sale: r.first.answer.ticket.id, at: r.first.at })),
    ...paid.filter((r) => r.at < until && !survived.paymentIds.has(r.id)).map((r) => ({ payment: r.id, at: r.at })),
  ];
}

async function connect(cluster) {
  const client = new pg.Client({ connectionString: cluster.url('banca') });
  await client.connect();
  return client;
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(API_LOG, '');
  const primary = await PrivatePostgres.create();
  const clusters = [primary];
  const children = [];
  const cleanUp = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cluster of clusters) cluster.destroy();
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    await primary.start();
    const archive = primary.folder('archivo');
    children.push(await startArchiving(primary, archive));
    await query(primary.url(), 'CREATE DATABASE banca');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startApi(API_LOG, apiEnvOf(primary.url('banca'), { PORT: String(port), SEED_DEMO: 'always' }));
    children.push(api);
    await waitFor(`${base}/ready`, 300);
    log(`primario en 127.0.0.1:${primary.port}, su WAL archivado por pg_receivewal (síncrono) en ${archive}`);
    const db = await connect(primary);
    const { sellers: usernames, occurrences } = await prepareSellers(db);
    const [method] = (
      await db.query(`SELECT pm.id FROM payment_methods pm
                        JOIN partners a ON a.parent_id = pm.partner_id JOIN users u ON u.partner_id = a.id
                       WHERE u.username = 'agencia' AND pm.active ORDER BY pm.id LIMIT 1`)
    ).rows;
    await db.end();
    if (!method) throw new Error('El distribuidor de la agencia de demostración no tiene métodos de pago activos');
    const tokens = new Map(await Promise.all(usernames.map(async (u) => [u, await signIn(base, u)])));
    const sellers = Array.from({ length: CLIENTS }, (_, i) => ({ username: usernames[i % usernames.length] }));
    for (const seller of sellers) seller.token = tokens.get(seller.username);
    const burst = startBurst(base, sellers, occurrences);
    const payments = startPayments(base, await signIn(base, 'agencia'), method.id);

    await sleep(SELLING_SECONDS * 500);
    const backup = primary.folder('base');
    const backupStarted = Date.now();
    primary.baseBackup(backup, ['-X', 'none']);
    log(`copia base tomada en ${Date.now() - backupStarted} ms, con las ventas en curso`);
    await sleep(SELLING_SECONDS * 1000);
    const target = Date.now();
    log(`instante elegido: ${new Date(target).toISOString()}`);
    await sleep(SELLING_SECONDS * 1000);
    const killedAt = Date.now();
    await primary.crash('all');
    await Promise.all([burst.stop(), payments.stop()]);
    log('primario muerto; su carpeta de datos se da por perdida');

    const answered = (record) => record.first?.status === 200;
    const sales = burst.records.filter(answered);
    const paid = payments.records.filter((r) => r.status === 200);
    const keysSentAfter = (stored) =>
      burst.records.filter((r) => r.sentAt > target && stored.keys.has(`${stored.users.get(r.seller)}|${r.key}`))
        .length;

    // 1. To the chosen instant.
    const atTarget = await restore(backup, archive, target);
    clusters.push(atTarget.cluster);
    const inTarget = await whatSurvived(atTarget.cluster, usernames);
    const pointInTime = {
      recovered_ms: atTarget.recoveredMs,
      lost_acknowledged: lostOf(sales, paid, inTarget, target).length,
      present_after_target:
        keysSentAfter(inTarget.stored) + paid.filter((r) => r.sentAt > target && inTarget.paymentIds.has(r.id)).length,
    };
    atTarget.cluster.destroy();

    // 2. To the end of the archive, and an API on it.
    const restoreStarted = Date.now();
    const atEnd = await restore(backup, archive, null);
    clusters.push(atEnd.cluster);
    const restoredPort = await freePort();
    const restoredApi = startApi(
      API_LOG,
      apiEnvOf(atEnd.cluster.url('banca'), { PORT: String(restoredPort), SEED_DEMO: 'never' }),
    );
    children.push(restoredApi);
    await waitFor(`http://127.0.0.1:${restoredPort}/ready`, 300);
    const rtoS = (Date.now() - restoreStarted) / 1000;
    const inEnd = await whatSurvived(atEnd.cluster, usernames);
    const lost = lostOf(sales, paid, inEnd, Infinity);
    const lastAnswered = Math.max(...[...sales.map((r) => r.first.at), ...paid.map((r) => r.at)]);
    const lastSurviving = Math.max(
      ...sales.filter((r) => inEnd.stored.tickets.has(r.first.answer.ticket.id)).map((r) => r.first.at),
      ...paid.filter((r) => inEnd.paymentIds.has(r.id)).map((r) => r.at),
    );
    const figures = {
      acknowledged_sales: sales.length,
      acknowledged_payments: paid.length,
      lost_acknowledged: lost.length,
      rpo_s: (lastAnswered - lastSurviving) / 1000,
      rto_s: rtoS,
    };
    console.table([
      { cifra: 'ventas aceptadas / pagos aceptados', valor: `${sales.length} / ${paid.length}` },
      { cifra: 'al instante elegido: aceptadas antes que faltan', valor: pointInTime.lost_acknowledged },
      {
        cifra: 'al instante elegido: enviadas después que están (debe ser 0)',
        valor: pointInTime.present_after_target,
      },
      { cifra: 'al final del archivo: aceptadas que faltan (lost_acknowledged)', valor: figures.lost_acknowledged },
      { cifra: 'datos perdidos, en segundos (rpo_s)', valor: figures.rpo_s },
      { cifra: 'de empezar a restaurar a la API lista, en segundos (rto_s)', valor: figures.rto_s },
      { cifra: '  de eso, la recuperación de PostgreSQL (ms)', valor: atEnd.recoveredMs },
    ]);
    const failed = pointInTime.lost_acknowledged + pointInTime.present_after_target + figures.lost_acknowledged > 0;
    writeOutcome(
      log,
      'restore',
      {
        clients: CLIENTS,
        target: new Date(target).toISOString(),
        killed_at: new Date(killedAt).toISOString(),
        ...figures,
        point_in_time: pointInTime,
        lost: lost.slice(0, 20),
      },
      failed,
      'la restauración guardó cada venta y cada pago aceptados, y al instante elegido nada posterior',
    );
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
