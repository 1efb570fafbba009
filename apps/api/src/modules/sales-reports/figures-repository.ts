import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern } from '../../lib/scope';
import { chainIds } from '../../lib/scoped-partners';
import type { SalesReportFilters } from './sales-report-filters';

/*
 * What the sales reports share: the rollup rows of the focus's subtree for the filters, the
 * partner each taquilla counts under, the money figures priced with the commission, and the
 * page, count, totals and file rows of a report over them. Only the rollups (and partners and
 * products for names and scope) are read, never the plays.
 */

/**
 * The keys a report's rows may have: a column of the rollups (the business day, the product, the
 * channel) or the partner a taquilla counts under (see partnerGroups).
 */
export type FigureKey = 'business_date' | 'product_id' | 'channel' | 'partner_id';

/** The money every sales figure carries, in minor units. */
export const SALES_MONEY = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net'] as const;

const names = (keys: readonly string[]) =>
  sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );

/*
 * Every rollup row is read once and added up by hash: the taquillas of the focus and the partner
 * each counts under, and the agencies' commission rates, are small JSON maps looked up per row
 * rather than joined, so that no plan depends on the embedded database's row estimates. The
 * commission comes priced with the parts (ADR 051).
 */

/**
 * `scope(groups)`: a JSON map from each taquilla of the focus subtree (and each partner a taquilla
 * hangs from, whose whole cells stand for its taquillas) to the partner it counts under — the
 * focus's child on its path, or its highest partner of the asked level from the focus down, or
 * the focus itself when there is none (a taquilla in focus stands for itself).
 */
function scopeOf(f: SalesReportFilters, byPartner: boolean): SQL {
  const pattern = subtreePattern(f.focus);
  const focus = f.focus.partnerId;
  // The taquillas, and the partners they hang from (whole cells stand under their agency, ADR 051).
  const counted = sql`(tq.kind = 'TAQUILLA' OR tq.id IN (SELECT c.parent_id FROM partners c WHERE c.kind = 'TAQUILLA'))`;
  let groups = sql`SELECT tq.id AS taquilla_id, ${focus}::int AS partner_id
        FROM partners tq WHERE ${counted} AND tq.path LIKE ${pattern}`;
  if (byPartner) {
    const [candidate, rank] =
      f.level === null
        ? [sql`(g.parent_id = ${focus} OR g.id = ${focus})`, sql`g.id = ${focus}`]
        : [sql`(g.kind = ${f.level} OR g.id = ${focus})`, sql`g.kind <> ${f.level}, length(g.path)`];
    groups = sql`SELECT DISTINCT ON (tq.id) tq.id AS taquilla_id, g.id AS partner_id
        FROM partners tq JOIN partners g ON starts_with(tq.path, g.path)
       WHERE ${counted} AND tq.path LIKE ${pattern} AND g.path LIKE ${pattern} AND ${candidate}
       ORDER BY tq.id, ${rank}`;
  }
  return sql`scope AS MATERIALIZED (
      SELECT coalesce(jsonb_object_agg(g.taquilla_id::text, g.partner_id), '{}'::jsonb) AS groups FROM (${groups}) g)`;
}

/**
 * Rows `r` of a rollup (crossed with `scope s`) of the focus's taquillas, its banca and the
 * dates (the banca and day index), and the product, channel and currency asked for.
 */
function rollupWhere(f: SalesReportFilters, options: { product: boolean; channel: boolean }): SQL {
  const where: SQL[] = [
    sql`r.banca_id = ${chainIds(f.focus.path)[0]!}`,
    sql`r.business_date BETWEEN ${f.from}::date AND ${f.to}::date`,
    sql`s.groups ? r.taquilla_id::text`,
  ];
  if (options.product && f.productId !== null) where.push(sql`r.product_id = ${f.productId}`);
  if (options.channel && f.channel !== null) where.push(sql`r.channel = ${f.channel}`);
  if (f.currency !== null) where.push(sql`r.currency = ${f.currency}`);
  return sql.join(where, sql` AND `);
}

/** Parts `r` (crossed with `scope s`) of the focus's taquillas, and the product, channel and currency asked for. */
function partsWhere(f: SalesReportFilters, channel: boolean): SQL {
  const where: SQL[] = [sql`s.groups ? r.taquilla_id::text`];
  if (f.productId !== null) where.push(sql`r.product_id = ${f.productId}`);
  if (channel && f.channel !== null) where.push(sql`r.channel = ${f.channel}`);
  if (f.currency !== null) where.push(sql`r.currency = ${f.currency}`);
  return sql.join(where, sql` AND `);
}

const keyOf = (key: FigureKey) =>
  key === 'partner_id' ? sql`(s.groups ->> r.taquilla_id::text)::int` : sql`r.${sql.identifier(key)}`;

/**
 * `WITH … figures AS (…)`: per key and currency, sold, annulled, sales, prizes, commission, net
 * and plays (not annulled), and with `tickets` the tickets of the key not annulled (whatever the
 * product), counted as the KPIs count them. Sums of the priced parts of `banca_priced_sales`
 * (ADR 051), per channel too when the channel matters, whole cells when no row splits an
 * agency: the commission of the selling agencies' cells, shared among taquillas and
 * channels so that every row is a sum of parts and any sum of whole cells is those cells' sum.
 */
export function salesFigures(f: SalesReportFilters, keys: readonly FigureKey[], options: { tickets: boolean }): SQL {
  const selectKeys = sql.join(
    keys.map((key) => sql`${keyOf(key)} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const groupKeys = sql.join(keys.map(keyOf), sql`, `);
  const channel = keys.includes('channel') || f.channel !== null;
  // Whole cells (an agency's, ADR 051) unless a row is a taquilla or a channel: the parts only then.
  const partner = f.level === 'TAQUILLA' ? 'TAQUILLA' : f.level === null ? 'CHILD' : 'CELL';
  const rows = channel ? 'CHANNEL' : keys.includes('partner_id') ? partner : 'CELL';
  const money = sql`sold, annulled, sales, prizes, commission, net, plays`;
  const tickets = options.tickets
    ? sql`tickets AS (
          SELECT ${selectKeys}, r.currency, sum(r.tickets) AS tickets
            FROM ticket_rollups r CROSS JOIN scope s
           WHERE r.status <> 'ANULADO' AND ${rollupWhere(f, { product: false, channel: true })}
           GROUP BY ${groupKeys}, r.currency),`
    : sql``;
  // Sales and tickets meet by adding them up together, not by a join: a key without sales is left out.
  const both = options.tickets
    ? sql`SELECT ${names(keys)}, currency, ${money}, 0 AS tickets FROM sales
          UNION ALL
          SELECT ${names(keys)}, currency, NULL, NULL, NULL, NULL, NULL, NULL, NULL, tickets FROM tickets`
    : sql`SELECT ${names(keys)}, currency, ${money} FROM sales`;
  return sql`WITH ${scopeOf(f, keys.includes('partner_id'))},
    sales AS (
      SELECT ${selectKeys}, r.currency, sum(r.sold) AS sold, sum(r.annulled) AS annulled,
             sum(r.sold - r.annulled) AS sales, sum(r.prizes) AS prizes, sum(r.commission) AS commission,
             sum(r.sold - r.annulled - r.prizes - r.commission) AS net, sum(r.plays) AS plays
        FROM banca_priced_sales(${f.focus.partnerId}::int, ${f.from}::date, ${f.to}::date, ${rows}) r
       CROSS JOIN scope s
       WHERE ${partsWhere(f, channel)}
       GROUP BY ${groupKeys}, r.currency),
    ${tickets}
    figures AS (
      SELECT ${names(keys)}, currency, sum(sold) AS sold, sum(annulled) AS annulled, sum(sales) AS sales,
             sum(prizes) AS prizes, sum(commission) AS commission, sum(net) AS net, sum(plays) AS plays
             ${options.tickets ? sql`, sum(tickets) AS tickets` : sql``}
        FROM (${both}) u
       GROUP BY ${names(keys)}, currency
      HAVING count(sold) > 0)`;
}

/**
 * `WITH … figures AS (…)`: tickets, their amount and prizes per status now and currency, from
 * `ticket_rollups`. A rollup keeps the status as stored; an unpaid prize past its validity reads
 * VENCIDO, as the prize report and the ticket read it, so those few tickets (found through the
 * winning tickets' path and date index) move from PREMIADO to VENCIDO.
 */
export function ticketFigures(f: SalesReportFilters): SQL {
  const where = rollupWhere(f, { product: false, channel: true });
  return sql`WITH ${scopeOf(f, false)},
    figures AS (
      SELECT status, currency, sum(tickets) AS tickets, sum(amount) AS amount, sum(prizes) AS prizes
        FROM (SELECT r.status, r.currency, r.tickets, r.total_amount AS amount, r.prize_amount AS prizes
                FROM ticket_rollups r CROSS JOIN scope s WHERE ${where}
              UNION ALL
              SELECT v.status, r.currency, v.sign, v.sign * r.total, v.sign * r.prize_total
                FROM tickets r CROSS JOIN scope s CROSS JOIN (VALUES ('PREMIADO', -1), ('VENCIDO', 1)) AS v(status, sign)
               WHERE ${where} AND r.partner_path LIKE ${subtreePattern(f.focus)} AND r.prize_total > 0
                 AND r.status = 'PREMIADO' AND r.prize_expires_at <= now()) u
       GROUP BY status, currency
      HAVING sum(tickets) > 0)`;
}

/** A report over `figures` (rows `x`): its other tables, key columns, measures and order. */
export interface FiguresReport<Sort extends string> {
  /** `WITH … figures AS (…)`. */
  readonly figures: SQL;
  /** `figures x` and the tables that name its keys. */
  readonly from: SQL;
  readonly keyColumns: SQL;
  /** Measures in minor units (summed per currency in the totals). */
  readonly money: readonly string[];
  /** Counted measures (summed in the totals). */
  readonly counts: readonly string[];
  readonly sortable: Readonly<Record<Sort, SQL>>;
  /** The order without a sort, and after one: every key, so the order is total. */
  readonly order: SQL;
}

const measure = (name: string, cast: 'money' | 'count', sum: boolean) => {
  const value = sum ? sql`sum(x.${sql.identifier(name)})` : sql`x.${sql.identifier(name)}`;
  return cast === 'money'
    ? sql`${value}::bigint::text AS ${sql.identifier(name)}`
    : sql`${value}::int AS ${sql.identifier(name)}`;
};

function measures(report: FiguresReport<string>, sum: boolean): SQL {
  return sql.join(
    [
      ...report.money.map((name) => measure(name, 'money', sum)),
      ...report.counts.map((name) => measure(name, 'count', sum)),
    ],
    sql`, `,
  );
}

/** One page of a report: its rows, how many rows the filters give, and the totals per currency. */
export interface FiguresPage<Row, Totals> {
  rows: Row[];
  total: number;
  totals: Totals[];
}

/**
 * A report's page (rows, count and totals per currency over every row of the filters) in one
 * statement, so the figures are computed once; and all its rows through a cursor for a file.
 */
export function figuresQueries<Row, Totals, Sort extends string>(
  db: Db,
  report: FiguresReport<Sort>,
  sort: { sort?: Sort | undefined; order: 'asc' | 'desc' },
) {
  const direction = sort.order === 'desc' ? sql`DESC` : sql`ASC`;
  const order = sort.sort ? sql`${report.sortable[sort.sort]} ${direction}, ${report.order}` : report.order;
  const columns = sql`${report.keyColumns}, x.currency, ${measures(report, false)}`;
  return {
    page: async (limit: number, offset: number): Promise<FiguresPage<Row, Totals>> => {
      const [page] = await rowsOf<FiguresPage<Row, Totals>>(
        db,
        sql`${report.figures},
          page AS (
            SELECT ${columns}, row_number() OVER (ORDER BY ${order}) AS position
              FROM ${report.from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}),
          sums AS (SELECT x.currency, ${measures(report, true)} FROM figures x GROUP BY x.currency)
        SELECT coalesce((SELECT json_agg(to_jsonb(p) - 'position' ORDER BY p.position) FROM page p), '[]') AS rows,
               (SELECT count(*)::int FROM figures) AS total,
               coalesce((SELECT json_agg(s ORDER BY s.currency) FROM sums s), '[]') AS totals`,
      );
      return page!;
    },
    /** Every row, through a cursor: what the file answers write. */
    all: () => cursorRows<Row>(db, sql`${report.figures} SELECT ${columns} FROM ${report.from} ORDER BY ${order}`),
  };
}
