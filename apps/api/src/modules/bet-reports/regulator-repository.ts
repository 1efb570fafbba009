import type { RegulatorRow, RegulatorTotals, ZRegulatorQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as report from './repository';

type Sort = NonNullable<z.output<typeof ZRegulatorQuery>['sort']>;

/** The regulator's report's filters once resolved: a period of business dates and the focus. */
export interface RegulatorFilters extends report.ReportSort<Sort>, report.PeriodProductFilters {}

/** Day, lottery, draw time, agency, taquilla, channel and currency: every row in one place. */
const REST = sql`g.business_date, l.name, d.draw_time, g.draw_id, ag.code, tq.code, g.taquilla_id, g.channel, g.currency`;

/** The figures of the rollup rows `r` of a group: the same four measures every sales figure reads (ADR 042). */
const FIGURES = sql`sum(r.sold_plays)::int AS sold_plays, sum(r.sold_amount)::bigint AS sold,
  sum(r.annulled_plays)::int AS annulled_plays, sum(r.annulled_amount)::bigint AS annulled,
  sum(r.prize_plays)::int AS prize_plays, sum(r.prize_amount)::bigint AS prize, sum(r.paid_amount)::bigint AS paid`;

function groupsOf(filters: RegulatorFilters): SQL {
  const where = [...report.inPeriodFocus(filters), ...report.narrowingOf(filters)];
  return sql`SELECT r.business_date, r.taquilla_id, r.agency_id, r.product_id, r.draw_id, r.channel, r.currency, ${FIGURES}
      FROM sales_rollups r JOIN partners p ON p.id = r.taquilla_id
     WHERE ${report.whereAll(where)}
     GROUP BY r.business_date, r.taquilla_id, r.agency_id, r.product_id, r.draw_id, r.channel, r.currency
    HAVING sum(r.sold_plays) > 0`;
}

const DETAIL = sql`SELECT g.business_date::text AS business_date, l.name AS lottery_name, g.product_id, pr.name AS product_name,
       g.draw_id, d.name AS draw_name, to_char(d.draw_time, 'HH24:MI') AS draw_time,
       g.agency_id, ag.code AS agency_code, ag.name AS agency_name, g.taquilla_id, tq.code AS taquilla_code,
       tq.name AS taquilla_name, g.channel, g.currency, g.sold_plays, g.sold::text AS sold, g.annulled_plays,
       g.annulled::text AS annulled, (g.sold - g.annulled)::text AS net, g.prize_plays, g.prize::text AS prize,
       g.paid::text AS paid
  FROM g
  JOIN partners tq ON tq.id = g.taquilla_id
  JOIN partners ag ON ag.id = g.agency_id
  JOIN draws d ON d.id = g.draw_id
  JOIN products pr ON pr.id = g.product_id
  JOIN lotteries l ON l.id = pr.lottery_id`;

/** The regulator's figures of `g` summed per currency. */
const TOTALS = sql`sum(g.sold_plays)::int AS sold_plays, sum(g.sold)::text AS sold,
  sum(g.annulled_plays)::int AS annulled_plays, sum(g.annulled)::text AS annulled,
  sum(g.sold - g.annulled)::text AS net, sum(g.prize_plays)::int AS prize_plays,
  sum(g.prize)::text AS prize, sum(g.paid)::text AS paid`;

/**
 * One row per (business date, taquilla, draw, channel, currency) of the focus subtree, from
 * `sales_rollups`; count and totals from the same groups, so they always agree with the rows.
 */
export function regulatorReport(db: Db, filters: RegulatorFilters) {
  const order = report.orderOf(filters, sql`g.business_date`, REST);
  return report.groupedReport<RegulatorRow, RegulatorTotals>(db, groupsOf(filters), DETAIL, order, TOTALS);
}
