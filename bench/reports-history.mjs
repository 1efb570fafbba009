// The data of the reports benchmark (bench/reports.mjs): the demo network and catalogue with a
// long history written by the demo history's generator and folded into the rollups part by part
// (its sale load is prepared as bench:sell's, by sale-setup.mjs).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { installDomainEventHandlers } from '../apps/api/src/domain-event-handlers.ts';
import { ensureReferenceData } from '../apps/api/src/db/reference-data.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { seedDemoHistory } from '../apps/api/src/db/seed/demo-history.ts';
import { sealDemoHistory } from '../apps/api/src/db/seed/demo-seals.ts';
import { watchAnomalies } from '../apps/api/src/modules/alerts/index.ts';
import { watchRisk } from '../apps/api/src/modules/risk-thresholds/index.ts';
import { foldUntilCaughtUp } from '../apps/api/src/modules/rollups/rollups-repository.ts';

/** Plays written per part of the history (one transaction, then a fold). */
const PLAYS_PER_PART = Number(process.env.BENCH_PART_PLAYS ?? 1_000_000);

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));

/**
 * What a server in service has done by the time it is measured, and the API would otherwise do
 * while it is measured: every closed draw sealed and each past day chained, as the demo's history
 * is (`sealDemoHistory`), the risk watch past the last ticket and the anomaly rules' counts made.
 * Answers how many past days were chained.
 */
async function catchUpFollowers(db, zone) {
  installDomainEventHandlers();
  const chainedDays = await sealDemoHistory(db, zone);
  while ((await watchRisk(db, zone)).tickets > 0);
  // A pass of the anomaly rules counts a bounded number of tickets into the sellers' baseline.
  do await watchAnomalies(db, zone);
  while (await sellerCountsBehind(db));
  return chainedDays;
}

/** Whether the sellers' hourly counts (the seller-rate rule's baseline) are behind the rollup fold. */
async function sellerCountsBehind(db) {
  const [{ behind }] = (
    await db.execute(sql`SELECT (SELECT counted_ticket_id FROM anomaly_watch_state WHERE id = 1)
                              < (SELECT folded_ticket_id FROM rollup_state WHERE id = 1) AS behind`)
  ).rows;
  return behind;
}

/** The history in parts of about a million plays, each folded into the rollups once written. */
export async function buildDatabase({ url, plays, days, luckyShare, zone, log }) {
  const database = await openDatabase({ url, poolMax: 4 });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    const [{ taquillas }] = (
      await database.db.execute(sql`SELECT count(*)::int AS taquillas FROM partners WHERE kind = 'TAQUILLA'`)
    ).rows;
    const parts = Math.max(1, Math.ceil(plays / PLAYS_PER_PART));
    const daysPerPart = Math.ceil(days / parts);
    // Plays per unit of `ticketsPerDay` per taquilla and day: about 2 to start, then measured.
    let playsPerUnit = 2.1;
    const totals = { tickets: 0, plays: 0, payments: 0, writeSeconds: 0, foldSeconds: 0 };
    for (let from = days; from >= 1; from -= daysPerPart) {
      const to = Math.max(1, from - daysPerPart + 1);
      const partDays = from - to + 1;
      // What is left to write, spread over the days left (this part's and the older ones').
      const ticketsPerDay = Math.max(1, (plays - totals.plays) / (from * taquillas * playsPerUnit));
      let started = performance.now();
      const written = await seedDemoHistory(database.db, {
        fromDaysAgo: from,
        toDaysAgo: to,
        ticketsPerDay,
        luckyShare,
      });
      const writeSeconds = seconds(started);
      started = performance.now();
      await foldUntilCaughtUp(database.db, 100_000);
      const foldSeconds = seconds(started);
      playsPerUnit = written.plays / (ticketsPerDay * partDays * taquillas);
      totals.tickets += written.tickets;
      totals.plays += written.plays;
      totals.payments += written.payments;
      totals.writeSeconds += writeSeconds;
      totals.foldSeconds += foldSeconds;
      log(
        `días ${from}–${to} antes de hoy: ${written.tickets} tickets, ${written.plays} jugadas escritas en ${writeSeconds} s, plegadas en ${foldSeconds} s`,
      );
    }
    let started = performance.now();
    await database.db.execute(sql`ANALYZE`);
    log(`ANALYZE: ${seconds(started)} s`);
    started = performance.now();
    const chainedDays = await catchUpFollowers(database.db, zone);
    log(
      `seguidores al día (sorteos sellados, ${chainedDays} días encadenados, umbrales, anomalías): ${seconds(started)} s`,
    );
    // The recalculate of one month of the largest banca, as POST …/general/recalculate runs it.
    started = performance.now();
    await database.db.execute(sql`
      SELECT banca_rebuild_rollups(p.id, (now() AT TIME ZONE ${zone})::date - 30, (now() AT TIME ZONE ${zone})::date - 1)
        FROM partners p WHERE p.code = 'BVE'`);
    const rebuildSeconds = seconds(started);
    const [counts] = (
      await database.db.execute(sql`
        SELECT (SELECT count(*) FROM ticket_plays WHERE prize > 0)::int AS prizes,
               (SELECT count(*) FROM sales_rollups)::int AS sales_rollups,
               (SELECT count(*) FROM number_rollups)::int AS number_rollups,
               (SELECT count(*) FROM ticket_rollups)::int AS ticket_rollups`)
    ).rows;
    const history = {
      taquillas,
      days,
      ...totals,
      writeSeconds: Number(totals.writeSeconds.toFixed(1)),
      foldSeconds: Number(totals.foldSeconds.toFixed(1)),
      foldPlaysPerSecond: Math.round(totals.plays / Math.max(totals.foldSeconds, 0.001)),
      rebuild30DaysBveSeconds: rebuildSeconds,
      ...counts,
    };
    log(
      `historia: ${history.plays} jugadas, ${history.tickets} tickets, ${history.prizes} premios; escrita en ${history.writeSeconds} s, plegada en ${history.foldSeconds} s (${history.foldPlaysPerSecond} jugadas/s); recalcular 30 días de BVE: ${rebuildSeconds} s`,
    );
    // A server in service vacuumed its history long ago: the history is vacuumed here, not by
    // autovacuum (or its stand-in) in the middle of a measurement.
    started = performance.now();
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    log(`VACUUM (ANALYZE): ${seconds(started)} s`);
    return history;
  } finally {
    await database.close();
  }
}
