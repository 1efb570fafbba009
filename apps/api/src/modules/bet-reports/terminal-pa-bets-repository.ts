import { TERMINAL_BETS_COUNTRY, type TerminalPaBet, type ZDailyTerminalPaBetsQuery } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as report from './repository';

type Sort = NonNullable<z.output<typeof ZDailyTerminalPaBetsQuery>['sort']>;

/** daily-terminal-pa-bets' filters once resolved: a period of business dates and the focus. */
export interface TerminalPaBetsFilters extends report.ReportSort<Sort>, report.PeriodProductFilters {}

/** The asked column (newest day first by default), then day, taquilla, product and currency. */
const REST = sql`g.business_date DESC, tq.name, g.taquilla_id, pr.name, g.product_id, g.currency`;

/**
 * One row per (business date, taquilla, product, currency) of the taquillas of Panamá bancas in
 * the focus subtree, from `sales_rollups` (every draw, bet type and channel of the day together).
 * A focus without such taquillas has no rows.
 */
export function terminalPaBetsReport(db: Db, filters: TerminalPaBetsFilters): report.GroupedReport<TerminalPaBet> {
  const groups = report.playGroups(
    sql`sales_rollups`,
    sql`r.business_date, r.taquilla_id, r.product_id, r.currency`,
    [...report.inPeriodFocus(filters), sql`b.country_iso2 = ${TERMINAL_BETS_COUNTRY}`, ...report.narrowingOf(filters)],
    sql`JOIN partners b ON b.id = r.banca_id`,
  );
  const detail = sql`SELECT g.business_date::text AS business_date, g.taquilla_id, tq.code AS taquilla_code,
         tq.name AS taquilla_name, ag.name AS agency_name, g.product_id, pr.name AS product_name, ${report.FIGURES_OUT}
    FROM g
    JOIN partners tq ON tq.id = g.taquilla_id
    LEFT JOIN partners ag ON ag.id = tq.parent_id
    JOIN products pr ON pr.id = g.product_id`;
  const order = report.orderOf(filters, sql`g.business_date DESC`, REST);
  return report.groupedReport<TerminalPaBet>(db, groups, detail, order);
}
