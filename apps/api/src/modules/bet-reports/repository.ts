import type { BetTypeCode, Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursorRows } from '../../lib/file-answer';
import { rowsOf } from '../../lib/raw-query';

/** A report's totals in one currency, over every row of its filters. */
export interface PlayTotals {
  currency: Currency;
  amount: string;
  plays: number;
  prize: string;
  prize_plays: number;
}

/** What every bet report reads of its groups: a page, their count, their totals and all of them. */
export interface GroupedReport<Row, Totals = PlayTotals> {
  rows(limit: number, offset: number): Promise<Row[]>;
  count(): Promise<number>;
  totals(): Promise<Totals[]>;
  /** Every row in the page's order, through a cursor (the export). */
  all(): AsyncGenerator<Row>;
}

/** The totals per currency of the play figures of `g`. */
const PLAY_TOTALS = sql`sum(g.amount)::bigint::text AS amount, sum(g.plays)::int AS plays,
  sum(g.prize)::bigint::text AS prize, sum(g.prize_plays)::int AS prize_plays`;

/**
 * A report over grouped rollup rows. `groups` selects one row per group with its `currency` and
 * its figures (by default the play figures: `amount`, `plays`, `prize`, `prize_plays`), the
 * groups without a play left out; `detail` reads `g` (those groups) with the names to show;
 * `order` sorts it completely; `totals` sums `g`'s figures per currency. Count and totals are
 * taken from the same groups, so they always agree with the rows.
 */
export function groupedReport<Row, Totals = PlayTotals>(
  db: Db,
  groups: SQL,
  detail: SQL,
  order: SQL,
  totals: SQL = PLAY_TOTALS,
): GroupedReport<Row, Totals> {
  const ordered = sql`WITH g AS (${groups}) ${detail} ORDER BY ${order}`;
  return {
    rows: (limit, offset) => rowsOf<Row>(db, sql`${ordered} LIMIT ${limit} OFFSET ${offset}`),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(db, sql`WITH g AS (${groups}) SELECT count(*)::int AS n FROM g`);
      return row?.n ?? 0;
    },
    totals: () =>
      rowsOf<Totals>(
        db,
        sql`WITH g AS (${groups}) SELECT g.currency, ${totals} FROM g GROUP BY g.currency ORDER BY g.currency`,
      ),
    all: () => cursorRows<Row>(db, ordered),
  };
}

/** A period of business dates (both included) and the focus subtree's LIKE pattern. */
export interface PeriodFocus {
  from: string;
  to: string;
  pattern: string;
}

/** A period and a focus, narrowed to one product or currency when given. */
export interface PeriodProductFilters extends PeriodFocus, Pick<PlayNarrowing, 'productId' | 'currency'> {}

/** The conditions on the rollup rows `r` (of taquillas `p`) of a period and a focus. */
export const inPeriodFocus = ({ from, to, pattern }: PeriodFocus): SQL[] => [
  sql`r.business_date BETWEEN ${from}::date AND ${to}::date`,
  inFocus(pattern),
];

/**
 * A play report's groups: the rollup rows `r` of `table` (of taquillas `p`, with `joins` besides)
 * that meet `where`, grouped by `keys`, with their play figures; groups without a play left out.
 */
export function playGroups(table: SQL, keys: SQL, where: SQL[], joins: SQL = sql``): SQL {
  return sql`SELECT ${keys}, ${PLAY_FIGURES}
      FROM ${table} r JOIN partners p ON p.id = r.taquilla_id ${joins}
     WHERE ${whereAll(where)}
     GROUP BY ${keys}
     ${HAS_PLAYS}`;
}

/**
 * The play figures of a group of rollup rows `r`: net amount (sold − annulled), plays not
 * annulled, prizes as awarded now and the plays that won them.
 */
const PLAY_FIGURES = sql`sum(r.sold_amount - r.annulled_amount)::bigint AS amount,
  sum(r.sold_plays - r.annulled_plays)::int AS plays,
  sum(r.prize_amount)::bigint AS prize,
  sum(r.prize_plays)::int AS prize_plays`;

/** Only groups with a play not annulled: a number whose every play was annulled is not shown. */
const HAS_PLAYS = sql`HAVING sum(r.sold_plays - r.annulled_plays) > 0`;

/** The figures of `g` as the wire carries them. */
export const FIGURES_OUT = sql`g.currency, g.amount::text AS amount, g.plays, g.prize::text AS prize, g.prize_plays`;

/**
 * Rollup rows `r` of taquillas `p` inside the focus subtree (`p.path LIKE pattern`, `/banca/…/%`).
 * The banca (the path's first id; a taquilla never changes banca) narrows the rows first, through
 * the rollups' (banca, business date) index.
 */
export function inFocus(pattern: string) {
  const bancaId = Number(pattern.split('/')[1]);
  return sql`r.banca_id = ${bancaId} AND p.path LIKE ${pattern}`;
}

/** Plays of a number with any sign or none (`number_key` is the number, or `number/sign`). Digits only. */
const numberIs = (number: string) => sql`(r.number_key = ${number} OR r.number_key LIKE ${`${number}/%`})`;

const betTypeIs = (code: BetTypeCode) => sql`r.bet_type_id = (SELECT id FROM bet_types WHERE code = ${code})`;

const currencyIs = (currency: Currency) => sql`r.currency = ${currency}`;

/** `ASC` or `DESC`. */
const directionOf = (order: 'asc' | 'desc') => (order === 'desc' ? sql`DESC` : sql`ASC`);

/** Payout if the number comes out: the net amount × the product's multiplier of the bet type now (`pbt`). */
export const PAYOUT = sql`round(g.amount * pbt.multiplier)`;

/**
 * Every column a bet report sorts by, by its name on the wire: each report's `sort` names a few
 * of them, and a name reads the same column of `g` (or of its joined names) in every report.
 */
export const SORTABLE = {
  business_date: sql`g.business_date`,
  taquilla_name: sql`tq.name`,
  product_name: sql`pr.name`,
  draw_time: sql`d.draw_time`,
  number: sql`g.number_key`,
  amount: sql`g.amount`,
  plays: sql`g.plays`,
  payout: PAYOUT,
  prize: sql`g.prize`,
  sold: sql`g.sold`,
} satisfies Record<string, SQL>;

/** The column a report's rows are asked to be sorted by, and which way. */
export interface ReportSort<Sort extends keyof typeof SORTABLE> {
  sort?: Sort | undefined;
  order: 'asc' | 'desc';
}

/**
 * The asked column in the asked direction (`first` when none is asked), then `rest`, which orders
 * the rows completely. `nullsLast` puts the rows without the column's value last.
 */
export function orderOf<Sort extends keyof typeof SORTABLE>(
  { sort, order }: ReportSort<Sort>,
  first: SQL,
  rest: SQL,
  nullsLast = false,
): SQL {
  const asked = sort ? sql`${SORTABLE[sort]} ${directionOf(order)}${nullsLast ? sql` NULLS LAST` : sql``}` : first;
  return sql`${asked}, ${rest}`;
}

/** What narrows a bet report's plays besides the focus and the days: each only when given. */
export interface PlayNarrowing {
  productId?: number | undefined;
  drawId?: number | undefined;
  betType?: BetTypeCode | undefined;
  number?: string | undefined;
  currency?: Currency | undefined;
}

/** The conditions on the rollup rows `r` of what narrows the plays. */
export function narrowingOf(filters: PlayNarrowing): SQL[] {
  const where: SQL[] = [];
  if (filters.productId) where.push(sql`r.product_id = ${filters.productId}`);
  if (filters.drawId)
    where.push(sql`r.occurrence_id IN (SELECT id FROM draw_occurrences WHERE draw_id = ${filters.drawId})`);
  if (filters.betType) where.push(betTypeIs(filters.betType));
  if (filters.number) where.push(numberIs(filters.number));
  if (filters.currency) where.push(currencyIs(filters.currency));
  return where;
}

export const whereAll = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** The names of a group's draw occurrence, product, lottery and bet type (`g` carries their ids). */
export const OCCURRENCE_NAMES = sql`g.occurrence_id, o.draw_id, d.name AS draw_name, o.draw_date::text AS draw_date,
  to_char(d.draw_time, 'HH24:MI') AS draw_time, l.name AS lottery_name, g.product_id, pr.name AS product_name,
  bt.code AS bet_type, bt.name AS bet_type_name, g.number_key AS number`;

export const OCCURRENCE_JOINS = sql`JOIN draw_occurrences o ON o.id = g.occurrence_id
  JOIN draws d ON d.id = o.draw_id
  JOIN products pr ON pr.id = g.product_id
  JOIN lotteries l ON l.id = pr.lottery_id
  JOIN bet_types bt ON bt.id = g.bet_type_id`;
