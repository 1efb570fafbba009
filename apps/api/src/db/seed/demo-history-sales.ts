import { sql, type SQL } from 'drizzle-orm';
import { prizeSql } from '../../modules/awarding';
import { effectiveBetsSetting, SYSTEM_BETS_DEFAULT } from '../../modules/network';

/*
 * The sales of the demo history (demo-history.ts): the taquillas that sell, their tickets and
 * plays with prizes by the winning rule, and the prizes paid. Reads the temporary tables of the
 * draws that demo-history.ts leaves (demo_products, demo_occurrences).
 */

/** Typical play amounts per currency, in minor units (kept within each taquilla's per-play limits). */
const AMOUNTS: Record<string, readonly bigint[]> = {
  BS: [500n, 1_000n, 1_000n, 2_000n, 2_000n, 3_000n, 5_000n, 5_000n, 10_000n, 20_000n, 50_000n],
  USD: [25n, 50n, 100n, 100n, 200n, 200n, 300n, 500n, 500n, 1_000n, 2_000n],
  COP: [100_000n, 200_000n, 200_000n, 300_000n, 500_000n, 500_000n, 1_000_000n, 1_000_000n, 2_000_000n, 5_000_000n],
};

/** Share of plays of each bet type within its product (a product's own types are normalised). */
const BET_TYPE_WEIGHTS: Record<string, number> = {
  ANIMALITO: 1,
  TRIPLE: 40,
  TERMINAL: 45,
  TRIPLE_SIGNO: 7,
  TERMINAL_SIGNO: 8,
};

/** Numbers players favour, per number of digits (animalito products get four symbols of their own). */
const HOT_NUMBERS: Record<number, readonly string[]> = {
  2: ['77', '13', '00', '21', '07'],
  3: ['777', '123', '000', '321', '555'],
};

const ANNUL_REASONS = ['Error en el número', 'El cliente desistió', 'Monto equivocado', 'Sorteo equivocado'];

/** Chance that a play picks a hot number; that a ticket is annulled; that a prize is ever paid. */
const HOT_SHARE = 0.22;
const ANNULLED_SHARE = 0.015;
const PAID_SHARE = 0.9;
/**
 * The demo seller's taquilla (user taquilla) keeps more of its recent prizes waiting to be paid,
 * so its agency has a few to pay while someone looks.
 */
const DEMO_SELLER_TAQUILLA = 'ACE1-T1';
const DEMO_SELLER_RECENT_PAID_SHARE = 0.4;
/** Share of its recent tickets that win on their first play (its luck is never capped). */
const DEMO_SELLER_RECENT_LUCKY_SHARE = 0.12;
/**
 * A banca's luck over a week: the prizes of its winning plays beyond this share of its sales are
 * not written (those plays were never sold), so that every banca earns over the history, as a
 * business that goes on does; only without lucky tickets (the reports benchmark wants prizes).
 */
const WEEKLY_PAYOUT_CAP = 0.68;

/** One statement of the history, run in its transaction (and timed). */
export type HistoryStep = <T>(label: string, query: SQL) => Promise<T[]>;

/** A whole number or a decimal written into the SQL text (statements that create tables take no parameters). */
export const lit = (value: number): SQL => {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return sql.raw(String(value));
};
/** A text array written into the SQL text. */
export const textArray = (values: readonly string[]): SQL =>
  sql.raw(`(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[])`);

const bigintArray = (values: readonly bigint[]): SQL => sql.raw(`ARRAY[${values.join(', ')}]::bigint[]`);

/**
 * Writes the tickets of an average `ticketsPerDay` per taquilla and day, a `luckyShare` of them
 * with the draw's own result as their first play; answers how many rows went in.
 */
export async function writeHistorySales(step: HistoryStep, ticketsPerDay: number, luckyShare: number) {
  // Every active taquilla with its chain, zone, seller (its own, else the nearest above it),
  // terminal, bets settings and how busy it is.
  await step(
    'taquillas',
    sql`
    CREATE TEMP TABLE demo_taquillas ON COMMIT DROP AS
    SELECT q.*, array(SELECT least(greatest(a, q.min_per_play), q.max_per_play)
                        FROM unnest(${amountsOf(sql`q.currency`, sql`q.min_per_play`)}) a) AS amounts
      FROM (SELECT q.*,
           (SELECT array_agg(s.id ORDER BY s.id) FROM partners s
             WHERE s.parent_id = q.agency_id AND s.kind = 'TAQUILLA' AND s.status = 'ACTIVE') AS siblings,
           ${effectiveBetsSetting('prize_validity_days', sql`q.agency_id`, sql`q.banca_id`)} AS validity_days,
           coalesce((SELECT b.min_per_play FROM bets_config b WHERE b.partner_id IN (q.agency_id, q.banca_id)
                      ORDER BY (b.partner_id = q.agency_id) DESC LIMIT 1), ${lit(Number(SYSTEM_BETS_DEFAULT.minPerPlay))})
             AS min_per_play,
           coalesce((SELECT b.max_per_play FROM bets_config b WHERE b.partner_id IN (q.agency_id, q.banca_id)
                      ORDER BY (b.partner_id = q.agency_id) DESC LIMIT 1), ${lit(Number(SYSTEM_BETS_DEFAULT.maxPerPlay))})
             AS max_per_play
      FROM (SELECT p.id, p.code, p.parent_id AS agency_id, c.chain[1] AS banca_id, p.path, c.chain, p.currency,
                   coalesce(bs.timezone, 'America/Caracas') AS timezone, seller.id AS seller_id,
                   EXISTS (SELECT 1 FROM terminals tm WHERE tm.partner_id = p.id AND tm.status = 'BOUND') AS has_terminal,
                   CASE WHEN p.code = '${sql.raw(DEMO_SELLER_TAQUILLA)}' THEN 1.8 ELSE 0.5 + ((p.id * 37) % 100) / 100.0 END AS weight
              FROM partners p
             CROSS JOIN LATERAL (SELECT string_to_array(trim(both '/' FROM p.path), '/')::int[] AS chain) c
              LEFT JOIN banca_settings bs ON bs.partner_id = c.chain[1]
             CROSS JOIN LATERAL (
               SELECT u.id FROM users u JOIN partners up ON up.id = u.partner_id
                WHERE u.partner_id = ANY (c.chain) AND u.status = 'ACTIVE'
                ORDER BY CASE u.role WHEN 'VEND_TAQUILLA' THEN 0 WHEN 'ADMIN_TAQUILLA' THEN 1 ELSE 2 END, up.depth DESC, u.id
                LIMIT 1) seller
             WHERE p.kind = 'TAQUILLA' AND p.status = 'ACTIVE') q) q`,
  );

  // The sales: per taquilla and occurrence, a number of tickets around its share of the day,
  // each bought some time before the close (mostly in the last hour, a few since midnight).
  await step(
    'sales',
    sql`
    CREATE TEMP TABLE demo_sales ON COMMIT DROP AS
    SELECT s.*, s.close_at - make_interval(secs => s.lead) AS sold_at
      FROM (SELECT s.taquilla_id, s.demo_seller, s.occurrence_id, s.product_id, s.draw_date, s.close_at, s.awarded_at,
                   -- every taquilla's first ticket on the day's busiest draw is already sold, even early in the day
                   CASE WHEN s.first_of_anchor AND s.close_at - make_interval(secs => s.lead) >= now()
                        THEN extract(epoch FROM s.close_at - (s.open_at + (now() - s.open_at) * random()))
                        ELSE s.lead END AS lead
              FROM (SELECT q.id AS taquilla_id, q.code = '${sql.raw(DEMO_SELLER_TAQUILLA)}' AS demo_seller,
                   o.id AS occurrence_id, o.product_id, o.draw_date, o.open_at, o.close_at, o.awarded_at,
                   o.anchor AND k = 1 AS first_of_anchor,
                   CASE WHEN random() < 0.04 THEN random() * extract(epoch FROM o.close_at - o.open_at)
                        ELSE least(30 + 9000 * power(random(), 2.2), extract(epoch FROM o.close_at - o.open_at)) END AS lead
              FROM demo_taquillas q
             CROSS JOIN demo_occurrences o
             CROSS JOIN LATERAL generate_series(1, greatest(floor(${lit(ticketsPerDay)} * q.weight * o.share
                                                                  * (0.6 + 0.8 * random()) + random())::int,
                                                            o.anchor::int)) k) s) s
     -- today's sales go up to now
     WHERE s.close_at - make_interval(secs => s.lead) < now()`,
  );

  // The tickets, numbered in the order they were sold, with the dice of what happens to them.
  await step(
    'tickets numbered',
    sql`
    CREATE TEMP TABLE demo_tickets ON COMMIT DROP AS
    SELECT nextval('tickets_id_seq') AS id, s.*,
           CASE WHEN s.r_plays < 0.42 THEN 1 WHEN s.r_plays < 0.72 THEN 2 WHEN s.r_plays < 0.89 THEN 3 ELSE 4 END
             AS play_count,
           s.lead > 60 AND random() < ${lit(ANNULLED_SHARE)} AS annulled,
           random() < ${lit(HOT_SHARE)} AS hot, random() AS r_first, random() AS r_step,
           ${luckyShare > 0 ? sql`random() < ${lit(luckyShare)}` : sql`false`}
             OR (s.demo_seller AND s.awarded_at IS NOT NULL AND s.sold_at > now() - interval '3 days'
                 AND random() < ${lit(DEMO_SELLER_RECENT_LUCKY_SHARE)}) AS lucky,
           random() < CASE WHEN s.demo_seller AND s.sold_at > now() - interval '3 days'
                           THEN ${lit(DEMO_SELLER_RECENT_PAID_SHARE)} ELSE ${lit(PAID_SHARE)} END AS pays,
           -- most prizes are collected the same day, some the next, a few days later
           CASE WHEN s.r_paid < 0.6 THEN make_interval(secs => 300 + random() * 21600)
                WHEN s.r_paid < 0.9 THEN make_interval(secs => 21600 + random() * 86400)
                ELSE make_interval(secs => 108000 + random() * 259200) END AS paid_after,
           random() AS r_where
      FROM (SELECT s.*, random() AS r_plays, random() AS r_paid FROM demo_sales s ORDER BY s.sold_at, s.taquilla_id) s`,
  );

  // The plays' bet types, each with its slice of [0, 1) by weight within its product.
  await step(
    'bet types',
    sql`
    CREATE TEMP TABLE demo_bet_types ON COMMIT DROP AS
    SELECT w.*, coalesce(sum(w.weight) OVER (PARTITION BY w.product_id ORDER BY w.bet_type_id
                                              ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
                / sum(w.weight) OVER (PARTITION BY w.product_id) AS lo,
                sum(w.weight) OVER (PARTITION BY w.product_id ORDER BY w.bet_type_id)
                / sum(w.weight) OVER (PARTITION BY w.product_id) AS hi
      FROM (SELECT pbt.product_id, bt.id AS bet_type_id, bt.code, bt.digits, bt.needs_sign, pbt.multiplier,
                   ${betTypeWeight()}::numeric AS weight
              FROM product_bet_types pbt
              JOIN bet_types bt ON bt.id = pbt.bet_type_id AND bt.status = 'ACTIVE'
              JOIN demo_products pr ON pr.product_id = pbt.product_id
             WHERE pbt.status = 'ACTIVE') w`,
  );

  // The plays, with their prizes by the winning rule (none on an annulled ticket). The numbers
  // of a ticket differ by construction: a hot ticket takes consecutive hot numbers, another
  // steps through the numbers from a random one.
  // A play of an occurrence not awarded yet (today's) has no prize yet.
  await step(
    'plays',
    sql`CREATE TEMP TABLE demo_plays ON COMMIT DROP AS
          SELECT tp.ticket_id, tp.j, tp.banca_id, date_trunc('week', o.draw_date) AS week, tp.lucky, tp.occurrence_id, tp.bet_type_id,
                 tp.number, tp.sign, tp.number || CASE WHEN tp.sign IS NULL THEN '' ELSE '/' || tp.sign END AS number_key,
                 tp.amount, tp.multiplier,
                 CASE WHEN tp.annulled OR o.awarded_at IS NULL THEN 0 ELSE ${prizeSql} END AS prize
            FROM (SELECT r.ticket_id, r.occurrence_id, r.annulled, r.j, r.lucky, q.banca_id, b.bet_type_id, b.multiplier,
                         ${playNumber()} AS number,
                         CASE WHEN NOT b.needs_sign THEN NULL WHEN r.lucky AND r.j = 0 THEN ro.result_sign
                              ELSE 1 + floor(r.r_sign * 12)::smallint END AS sign,
                         q.amounts[1 + floor(r.r_amount * cardinality(q.amounts))::int] AS amount
                    FROM (SELECT t.id AS ticket_id, t.occurrence_id, t.product_id, t.taquilla_id, t.annulled, t.hot,
                                 t.lucky, t.r_first, t.r_step, j, random() AS r_bet_type, random() AS r_sign, random() AS r_amount
                            FROM demo_tickets t CROSS JOIN LATERAL generate_series(0, t.play_count - 1) j) r
                    JOIN demo_taquillas q ON q.id = r.taquilla_id
                    JOIN demo_products pr ON pr.product_id = r.product_id
                    JOIN demo_bet_types b ON b.product_id = r.product_id AND r.r_bet_type >= b.lo AND r.r_bet_type < b.hi
                    JOIN draw_occurrences ro ON ro.id = r.occurrence_id) tp
            JOIN bet_types bt ON bt.id = tp.bet_type_id
            JOIN draw_occurrences o ON o.id = tp.occurrence_id
           WHERE tp.number IS NOT NULL`,
  );
  if (luckyShare === 0)
    await step(
      'luck of the week',
      sql`DELETE FROM demo_plays d
           USING (SELECT w.ticket_id, w.j
                    FROM (SELECT p.ticket_id, p.j, p.banca_id, p.week,
                                 sum(p.prize) OVER (PARTITION BY p.banca_id, p.week
                                                    ORDER BY (p.ticket_id * 2654435761 + p.j) % 4294967291, p.ticket_id, p.j)
                                   AS paid_so_far
                            FROM demo_plays p WHERE p.prize > 0 AND NOT p.lucky) w
                    JOIN (SELECT banca_id, week, sum(amount) AS sold FROM demo_plays GROUP BY 1, 2) s
                      ON s.banca_id = w.banca_id AND s.week = w.week
                   WHERE w.paid_so_far > s.sold * ${lit(WEEKLY_PAYOUT_CAP)}) x
          WHERE d.ticket_id = x.ticket_id AND d.j = x.j`,
    );
  const [plays] = await step<{ plays: number }>(
    'plays written',
    sql`WITH written AS (
          INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount,
                                    multiplier, prize)
          SELECT ticket_id, occurrence_id, bet_type_id, number, sign, number_key, amount, amount, multiplier, prize
            FROM demo_plays ORDER BY ticket_id, j
          RETURNING 1)
        SELECT count(*)::int AS plays FROM written`,
  );

  // The tickets as they stand now: annulled minutes after the sale, or settled with their
  // prizes, paid unless the prize expired first (or is still waiting); serials in ticket order.
  const [tickets] = await step<{ tickets: number }>(
    'tickets written',
    sql`WITH written AS (
          INSERT INTO tickets (id, serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, prize_total, channel, status, sold_at, business_date, annulled_at,
                               annulled_by, annul_reason, prize_expires_at)
          OVERRIDING SYSTEM VALUE
          SELECT t.id, t.serial::text || banca_luhn_digit_of(t.serial), ${securityCode()}, t.taquilla_id, q.agency_id,
                 q.banca_id, q.path, q.chain, q.seller_id, q.currency, t.total, t.prize_total,
                 CASE WHEN q.has_terminal AND random() < 0.8 THEN 'TERMINAL' ELSE 'WEB' END,
                 CASE WHEN t.annulled THEN 'ANULADO' WHEN t.awarded_at IS NULL THEN 'ACTIVO' WHEN t.prize_total = 0 THEN 'PERDEDOR'
                      WHEN t.pays AND t.awarded_at + t.paid_after < least(t.awarded_at + make_interval(days => q.validity_days), now())
                        THEN 'PAGADO'
                      ELSE 'PREMIADO' END,
                 t.sold_at, (t.sold_at AT TIME ZONE q.timezone)::date,
                 CASE WHEN t.annulled THEN least(t.sold_at + make_interval(secs => least(t.lead / 2, 20 + random() * 220)), now()) END,
                 CASE WHEN t.annulled THEN q.seller_id END,
                 CASE WHEN t.annulled THEN ${textArray(ANNUL_REASONS)}[1 + floor(random() * ${lit(ANNUL_REASONS.length)})::int] END,
                 CASE WHEN NOT t.annulled AND t.prize_total > 0 THEN t.awarded_at + make_interval(days => q.validity_days) END
            FROM (SELECT t.*, nextval('ticket_serial_seq') AS serial
                    FROM (SELECT t.*, s.total, s.prize_total
                            FROM demo_tickets t
                            JOIN (SELECT ticket_id, sum(amount)::bigint AS total, sum(prize)::bigint AS prize_total
                                    FROM ticket_plays WHERE ticket_id >= (SELECT min(id) FROM demo_tickets)
                                   GROUP BY ticket_id) s ON s.ticket_id = t.id
                           ORDER BY t.id) t) t
            JOIN demo_taquillas q ON q.id = t.taquilla_id
          RETURNING 1)
        SELECT count(*)::int AS tickets FROM written`,
  );

  // The payments: mostly at the selling taquilla, a tenth at another taquilla of its agency.
  const [payments] = await step<{ payments: number }>(
    'payments written',
    sql`WITH written AS (
          INSERT INTO prize_payments (ticket_id, taquilla_id, paid_by, amount, currency, paid_at, business_date)
          SELECT t.id, w.id, w.seller_id, tk.prize_total, tk.currency, t.awarded_at + t.paid_after,
                 ((t.awarded_at + t.paid_after) AT TIME ZONE w.timezone)::date
            FROM demo_tickets t
            JOIN tickets tk ON tk.id = t.id AND tk.status = 'PAGADO'
            JOIN demo_taquillas q ON q.id = t.taquilla_id
            JOIN demo_taquillas w ON w.id = CASE WHEN t.r_where < 0.1
              THEN q.siblings[1 + floor(t.r_where * 10 * cardinality(q.siblings))::int] ELSE q.id END
           ORDER BY t.awarded_at + t.paid_after
          RETURNING 1)
        SELECT count(*)::int AS payments FROM written`,
  );
  return { tickets: tickets?.tickets ?? 0, plays: plays?.plays ?? 0, payments: payments?.payments ?? 0 };
}

/** A ticket's security code: 8 letters and digits that cannot be misread (as newSecurityCode). */
function securityCode(): SQL {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const one = `substr('${alphabet}', 1 + floor(random() * ${alphabet.length})::int, 1)`;
  return sql.raw(Array.from({ length: 8 }, () => one).join(' || '));
}

function betTypeWeight(): SQL {
  const cases = Object.entries(BET_TYPE_WEIGHTS).map(([code, weight]) => `WHEN '${code}' THEN ${weight}`);
  return sql.raw(`CASE bt.code ${cases.join(' ')} ELSE 10 END`);
}

/**
 * The number of play `j` (from 0) of ticket `r` with bet type `b` on product `pr` (occurrence
 * `ro`): a hot ticket takes the hot numbers one after the other; another steps through the
 * symbols or digits by a random stride under a third of them, from a random one or, on a lucky
 * ticket, from the result. So a ticket never repeats a number.
 */
function playNumber(): SQL {
  const hotByDigits = Object.entries(HOT_NUMBERS).map(
    ([digits, numbers]) => sql`WHEN ${lit(Number(digits))} THEN ${textArray(numbers)}`,
  );
  const hotCount = lit(Math.min(...Object.values(HOT_NUMBERS).map((numbers) => numbers.length)));
  const stepped = (count: SQL, result: SQL) =>
    sql`((CASE WHEN r.lucky THEN coalesce(${result}, 0) ELSE floor(r.r_first * ${count})::int END
          + r.j * (1 + floor(r.r_step * floor((${count} - 1) / 3.0)))::int) % ${count})`;
  return sql`CASE
      WHEN b.digits IS NULL THEN CASE
        WHEN r.hot AND NOT r.lucky
          THEN pr.hot_symbols[1 + (floor(r.r_first * cardinality(pr.hot_symbols))::int + r.j) % cardinality(pr.hot_symbols)]
        ELSE pr.symbols[1 + ${stepped(sql`cardinality(pr.symbols)`, sql`array_position(pr.symbols, ro.result_number) - 1`)}] END
      WHEN r.hot AND NOT r.lucky AND b.digits IN (${sql.raw(Object.keys(HOT_NUMBERS).join(', '))}) THEN
        (CASE b.digits ${sql.join(hotByDigits, sql` `)} END)[1 + (floor(r.r_first * ${hotCount})::int + r.j) % ${hotCount}]
      ELSE lpad(${stepped(sql`(10 ^ b.digits)::int`, sql`right(ro.result_number, b.digits)::int`)}::text, b.digits, '0') END`;
}

/** The amounts a play of `currency` may take: the currency's typical ones, else multiples of the minimum. */
function amountsOf(currency: SQL, minPerPlay: SQL): SQL {
  const cases = Object.entries(AMOUNTS).map(
    ([code, amounts]) => sql`WHEN '${sql.raw(code)}' THEN ${bigintArray(amounts)}`,
  );
  return sql`CASE ${currency} ${sql.join(cases, sql` `)}
      ELSE ARRAY[${minPerPlay} * 5, ${minPerPlay} * 10, ${minPerPlay} * 20, ${minPerPlay} * 50] END`;
}
