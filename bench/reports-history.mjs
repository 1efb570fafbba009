// The data of the reports benchmark (bench/reports.mjs): the demo network and catalogue with a
// long history written by the demo history's generator and folded into the rollups part by part,
// and what its sale load needs.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/db/reference-data.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { seedDemoHistory } from '../apps/api/src/db/seed/demo-history.ts';
import { foldUntilCaughtUp } from '../apps/api/src/modules/rollups/rollups-repository.ts';

/** Plays written per part of the history (one transaction, then a fold). */
const PLAYS_PER_PART = Number(process.env.BENCH_PART_PLAYS ?? 1_000_000);

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));

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
    return history;
  } finally {
    await database.close();
  }
}

/** What the sale load needs (as bench:sell): a seller per Venezuelan taquilla and every draw open now. */
export async function prepareSales(db) {
  await db.query(`
    INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT 'bench.' || lower(p.code), (SELECT password_hash FROM users WHERE username = 'taquilla'), 'Vendedor ' || p.code,
           'VEND_TAQUILLA', p.id
      FROM partners p
     WHERE p.kind = 'TAQUILLA' AND p.path LIKE (SELECT path FROM partners WHERE code = 'BVE') || '%'
    ON CONFLICT DO NOTHING`);
  await db.query(`
    INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
    SELECT d.id, d.product_id, DATE '2099-12-31', now() - interval '1 hour', now() + interval '3 hours', now() + interval '2 hours'
      FROM draws d JOIN products p ON p.id = d.product_id
     WHERE d.status = 'ACTIVE' AND p.product_type IN ('ANIMALITOS', 'TRIPLE')
    ON CONFLICT (draw_id, draw_date) DO UPDATE
      SET open_at = excluded.open_at, draw_at = excluded.draw_at, close_at = excluded.close_at`);
  await db.query(
    `UPDATE bets_config SET min_per_play = 100, max_per_play = 1000000, max_per_ticket = 10000000, minutes_before_close = 0`,
  );
  const sellers = (await db.query(`SELECT username FROM users WHERE username LIKE 'bench.%' ORDER BY id`)).rows.map(
    (r) => r.username,
  );
  const occurrences = (
    await db.query(`
      SELECT o.id, p.product_type,
             array(SELECT s.number FROM product_symbols s WHERE s.product_id = p.id AND s.status = 'ACTIVE') AS symbols
        FROM draw_occurrences o JOIN products p ON p.id = o.product_id
       WHERE o.draw_date = DATE '2099-12-31' ORDER BY o.id`)
  ).rows;
  return { sellers, occurrences };
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

export function randomTicket(occurrences) {
  const plays = [];
  const used = new Set();
  const count = 1 + Math.floor(Math.random() * 3);
  while (plays.length < count) {
    const occurrence = pick(occurrences);
    const amount = String(100 * (1 + Math.floor(Math.random() * 20)));
    const play =
      occurrence.product_type === 'ANIMALITOS'
        ? { occurrence_id: occurrence.id, bet_type: 'ANIMALITO', number: pick(occurrence.symbols), amount }
        : {
            occurrence_id: occurrence.id,
            bet_type: 'TRIPLE',
            number: String(Math.floor(Math.random() * 1000)).padStart(3, '0'),
            amount,
          };
    const key = `${play.occurrence_id}|${play.number}`;
    if (used.has(key)) continue;
    used.add(key);
    plays.push(play);
  }
  return { plays };
}
