import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { insertOccurrencesOn } from '../../modules/draws';
import { foldUntilCaughtUp } from '../../modules/rollups';
import { seedDemoAlerts } from './demo-alerts';
import { seedDemoBusiness, seedDemoStaff, type DemoBusinessWritten } from './demo-business';
import { sealDemoHistory } from './demo-seals';
import { lit, writeHistorySales } from './demo-history-sales';

/**
 * The demo's past: days of sales before today for every active taquilla of every banca, written
 * in a few set statements (no API, no sale function), so that a new embedded database shows a
 * living business within seconds. Deterministic for a given database (setseed).
 *
 * - Draw occurrences of the past days are created as `ensureOccurrences` creates today's, then
 *   resulted and awarded a few minutes after their draw.
 * - Each taquilla sells on each occurrence a number of tickets that follows the day of the week
 *   (weekends busier), the hour of the draw (evenings busier), the product, the taquilla (some
 *   sell three times what others do) and a slow growth; tickets are bought mostly in the last
 *   hour before a draw's close, a few earlier in the day, hardly any at night.
 * - A ticket holds 1–4 plays on one occurrence: the product's bet types (triples: mostly triple
 *   and terminal, a few with sign), numbers drawn uniformly except a few hot ones, amounts of
 *   the banca's currency within the taquilla's bets settings.
 * - Prizes follow the winning rule (`prizeSql`); a ticket is PREMIADO or PERDEDOR, a few ANULADO
 *   minutes after the sale; most prizes are paid (PAGADO, with their prize_payments row, mostly
 *   at the selling taquilla), some wait to be paid and the older unpaid ones have expired.
 *
 * Serials come from ticket_serial_seq with their Luhn digit and ticket ids from the tickets'
 * own sequence, in the order of the sales, so later sales follow on. Today is sold up to now:
 * its draws already run are resulted and awarded, the others stay open, their tickets ACTIVO and
 * their exposure recounted by the product's own function.
 */
export interface DemoHistoryOptions {
  /** The oldest day with sales, in days before today (each lottery's today). */
  fromDaysAgo: number;
  /**
   * The newest day with sales, in days before today: 1 is yesterday, 0 is today (sold up to now,
   * its draws already run resulted and awarded, the others still open with their exposure).
   */
  toDaysAgo: number;
  /** Tickets an average taquilla sells on an average day. */
  ticketsPerDay: number;
  /**
   * Share of tickets whose first play is the draw's result (none in the demo, where prizes are
   * chance's): the reports benchmark raises it to have a million prizes to export.
   */
  luckyShare?: number;
  /** Told how long each step took. */
  log?: (message: string) => void;
}

/**
 * About two months of history and today up to now, at a size the embedded database writes and
 * folds in seconds.
 */
export const DEMO_HISTORY: DemoHistoryOptions = { fromDaysAgo: 60, toDaysAgo: 0, ticketsPerDay: 16 };

export interface DemoHistoryWritten {
  occurrences: number;
  tickets: number;
  plays: number;
  payments: number;
}

/**
 * The demo's history as a new demo database gets it: each partner's staff, the sales written,
 * folded into the sales rollups and analysed (the embedded database has no autovacuum to gather
 * the planner's statistics), then the business around them (demo-business.ts), each part in its
 * own transaction.
 */
export async function loadDemoHistory(
  db: Db,
  { zone, log }: { zone: string; log?: (message: string) => void },
): Promise<DemoHistoryWritten & DemoBusinessWritten> {
  await db.transaction((tx) => seedDemoStaff(tx));
  const written = await seedDemoHistory(db, { ...DEMO_HISTORY, log });
  await foldUntilCaughtUp(db);
  await db.execute(sql`ANALYZE draw_occurrences, tickets, ticket_plays, prize_payments, sales_rollups, number_rollups,
                               ticket_rollups, daily_rollups`);
  const business = await db.transaction((tx) => seedDemoBusiness(tx, { fromDaysAgo: DEMO_HISTORY.fromDaysAgo, log }));
  await db.transaction((tx) => seedDemoAlerts(tx));
  await sealDemoHistory(db, zone);
  return { ...written, ...business };
}

/** Writes the history of the days `fromDaysAgo`…`toDaysAgo` before today; call it on the demo database. */
export async function seedDemoHistory(db: Db, options: DemoHistoryOptions = DEMO_HISTORY): Promise<DemoHistoryWritten> {
  const { fromDaysAgo, toDaysAgo, ticketsPerDay } = options;
  if (!(toDaysAgo >= 0 && fromDaysAgo >= toDaysAgo && ticketsPerDay > 0)) throw new Error('Invalid demo history range');
  const from = lit(Math.floor(fromDaysAgo));
  const to = lit(Math.floor(toDaysAgo));
  return db.transaction(async (tx) => {
    /** Runs one statement, telling `options.log` how long it took. */
    const step = async <T>(label: string, query: SQL): Promise<T[]> => {
      const started = performance.now();
      const rows = await rowsOf<T>(tx, query);
      options.log?.(`${label}: ${Math.round(performance.now() - started)} ms`);
      return rows;
    };
    // Room to sort and hash in memory; more buffers for the temporary tables when the session
    // has not used one yet (PostgreSQL refuses the change afterwards: then it stays as it is).
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.transaction((inner) => inner.execute(sql`SET LOCAL temp_buffers = '128MB'`)).catch(() => undefined);
    // The same history for the same range: the seed depends only on the range.
    await step('seed', sql`SELECT setseed(${lit(((toDaysAgo * 7919) % 1000) / 1000)})`);

    // The occurrences of the past days, as ensureOccurrences creates today's.
    await step(
      'occurrences',
      insertOccurrencesOn(
        sql`SELECT ((now() AT TIME ZONE l.timezone)::date - k) AS date FROM generate_series(${to}, ${from}) k`,
      ),
    );

    // What each product sells: its symbols, four hot ones, whether its results carry a sign, its weight.
    await step(
      'products',
      sql`
      CREATE TEMP TABLE demo_products ON COMMIT DROP AS
      SELECT p.id AS product_id, p.product_type, coalesce(s.symbols, '{}') AS symbols,
             (SELECT array_agg(s.symbols[1 + (p.id * 7 + i * 11) % cardinality(s.symbols)]) FROM generate_series(1, 4) i)
               AS hot_symbols,
             EXISTS (SELECT 1 FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
                      WHERE pbt.product_id = p.id AND pbt.status = 'ACTIVE' AND bt.needs_sign) AS needs_sign,
             -- A triple draw sells more than an animalito draw; the first product of a type more than the next.
             (CASE p.product_type WHEN 'ANIMALITOS' THEN 1.0 ELSE 2.5 END)
               * (CASE WHEN row_number() OVER (PARTITION BY p.product_type ORDER BY p.id) = 1 THEN 1.15 ELSE 0.85 END)
               AS weight
        FROM products p
        LEFT JOIN LATERAL (
          SELECT array_agg(ps.number ORDER BY ps.sort_order) AS symbols
            FROM product_symbols ps WHERE ps.product_id = p.id AND ps.status = 'ACTIVE'
        ) s ON true
       WHERE p.status = 'ACTIVE' AND p.product_type IN ('ANIMALITOS', 'TRIPLE', 'TERMINAL')
         AND (p.product_type <> 'ANIMALITOS' OR cardinality(s.symbols) > 0)
         AND EXISTS (SELECT 1 FROM product_bet_types pbt WHERE pbt.product_id = p.id AND pbt.status = 'ACTIVE')`,
    );

    // The results of the past occurrences, a few minutes after the draw; awarded minutes later.
    await step(
      'results',
      sql`
      UPDATE draw_occurrences o
         SET result_number = CASE pr.product_type
               WHEN 'ANIMALITOS' THEN pr.symbols[1 + floor(random() * cardinality(pr.symbols))::int]
               WHEN 'TRIPLE' THEN lpad(floor(random() * 1000)::int::text, 3, '0')
               ELSE lpad(floor(random() * 100)::int::text, 2, '0') END,
             result_sign = CASE WHEN pr.needs_sign THEN 1 + floor(random() * 12)::int END,
             result_source = 'PROVEEDOR',
             resulted_at = o.draw_at + make_interval(secs => 60 + random() * 360),
             awarded_at = o.draw_at + make_interval(secs => 480 + random() * 240)
        FROM demo_products pr, products p, lotteries l
       WHERE pr.product_id = o.product_id AND p.id = o.product_id AND l.id = p.lottery_id
         AND o.result_number IS NULL AND o.draw_at < now() - interval '15 minutes'
         AND o.draw_date BETWEEN (now() AT TIME ZONE l.timezone)::date - ${from}
                             AND (now() AT TIME ZONE l.timezone)::date - ${to}`,
    );

    // The occurrences that sell, each with its share of its day's tickets (hour of the draw and product).
    await step(
      'selling occurrences',
      sql`
      CREATE TEMP TABLE demo_occurrences ON COMMIT DROP AS
      SELECT x.*, x.weight / sum(x.weight) OVER (PARTITION BY x.draw_date)
                  -- weekend and Friday busier; a tenth more at the end of the range than at its start
                  * (ARRAY[1.3, 0.85, 0.9, 0.95, 0.95, 1.1, 1.35])[extract(dow FROM x.draw_date)::int + 1]
                  * (0.9 + 0.2 * (x.draw_date - x.first_date) / greatest(x.last_date - x.first_date, 1)) AS share,
             -- the day's busiest draw: every taquilla sells at least one ticket on it
             row_number() OVER (PARTITION BY x.draw_date ORDER BY x.weight DESC, x.id) = 1 AS anchor
        FROM (SELECT o.id, o.product_id, o.draw_id, o.draw_date, o.open_at, o.close_at, o.awarded_at,
                     pr.weight * (0.55 + 0.06 * (extract(hour FROM d.draw_time) - 8)
                                  + CASE WHEN extract(hour FROM d.draw_time) >= 17 THEN 0.2 ELSE 0 END) AS weight,
                     (now() AT TIME ZONE l.timezone)::date - ${from} AS first_date,
                     (now() AT TIME ZONE l.timezone)::date - ${to} AS last_date
                FROM draw_occurrences o
                JOIN demo_products pr ON pr.product_id = o.product_id
                JOIN draws d ON d.id = o.draw_id
                JOIN products p ON p.id = o.product_id
                JOIN lotteries l ON l.id = p.lottery_id
               WHERE (o.awarded_at IS NOT NULL OR o.draw_date = (now() AT TIME ZONE l.timezone)::date)
                 AND o.draw_date BETWEEN (now() AT TIME ZONE l.timezone)::date - ${from}
                                     AND (now() AT TIME ZONE l.timezone)::date - ${to}) x`,
    );

    const { tickets, plays, payments } = await writeHistorySales(step, ticketsPerDay, options.luckyShare ?? 0);

    // Today's draws still open for sale count what their tickets hold against the limits, as the
    // product recounts it when limits change (banca_resync_exposure, under the limits lock).
    await step('exposure', sql`SELECT pg_advisory_xact_lock(banca_sale_limits_lock())`);
    await step(
      'exposure',
      sql`SELECT banca_resync_exposure(coalesce(jsonb_agg(DISTINCT jsonb_build_object(
                'partner_id', c.partner_id, 'product_id', o.product_id, 'bet_type_id', tp.bet_type_id)), '[]'))
            FROM draw_occurrences o
            JOIN ticket_plays tp ON tp.occurrence_id = o.id
            JOIN tickets t ON t.id = tp.ticket_id
           CROSS JOIN LATERAL unnest(t.chain) AS c(partner_id)
           WHERE o.result_number IS NULL AND o.close_at > now()`,
    );

    const [occurrences] = await step<{ occurrences: number }>(
      'occurrences counted',
      sql`SELECT count(*)::int AS occurrences FROM demo_occurrences`,
    );
    return { occurrences: occurrences?.occurrences ?? 0, tickets, plays, payments };
  });
}
