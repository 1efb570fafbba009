import {
  TERMINAL_BETS_COUNTRY,
  type Currency,
  type TerminalPaBet,
  type ZDailyTerminalPaBetsQuery,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  FIGURES_OUT,
  groupedReport,
  HAS_PLAYS,
  inFocus,
  narrowingOf,
  orderOf,
  PLAY_FIGURES,
  whereAll,
  type GroupedReport,
  type ReportSort,
} from './repository';

type Sort = NonNullable<z.output<typeof ZDailyTerminalPaBetsQuery>['sort']>;

/** daily-terminal-pa-bets' filters once resolved: a period of business dates and the focus. */
export interface TerminalPaBetsFilters extends ReportSort<Sort> {
  from: string;
  to: string;
  pattern: string;
  productId?: number | undefined;
  currency?: Currency | undefined;
}

const SORTABLE: Record<Sort, SQL> = {
  business_date: sql`g.business_date`,
  taquilla_name: sql`tq.name`,
  product_name: sql`pr.name`,
  plays: sql`g.plays`,
  amount: sql`g.amount`,
  prize: sql`g.prize`,
};

/** The asked column (newest day first by default), then day, taquilla, product and currency. */
const REST = sql`g.business_date DESC, tq.name, g.taquilla_id, pr.name, g.product_id, g.currency`;

/**
 * One row per (business date, taquilla, product, currency) of the taquillas of Panamá bancas in
 * the focus subtree, from `sales_rollups` (every draw, bet type and channel of the day together).
 * A focus without such taquillas has no rows.
 */
export function terminalPaBetsReport(db: Db, filters: TerminalPaBetsFilters): GroupedReport<TerminalPaBet> {
  const where: SQL[] = [
    sql`r.business_date BETWEEN ${filters.from}::date AND ${filters.to}::date`,
    inFocus(filters.pattern),
    sql`b.country_iso2 = ${TERMINAL_BETS_COUNTRY}`,
    ...narrowingOf(filters),
  ];
  const groups = sql`SELECT r.business_date, r.taquilla_id, r.product_id, r.currency, ${PLAY_FIGURES}
      FROM sales_rollups r
      JOIN partners p ON p.id = r.taquilla_id
      JOIN partners b ON b.id = r.banca_id
     WHERE ${whereAll(where)}
     GROUP BY r.business_date, r.taquilla_id, r.product_id, r.currency
     ${HAS_PLAYS}`;
  const detail = sql`SELECT g.business_date::text AS business_date, g.taquilla_id, tq.code AS taquilla_code,
         tq.name AS taquilla_name, ag.name AS agency_name, g.product_id, pr.name AS product_name, ${FIGURES_OUT}
    FROM g
    JOIN partners tq ON tq.id = g.taquilla_id
    LEFT JOIN partners ag ON ag.id = tq.parent_id
    JOIN products pr ON pr.id = g.product_id`;
  return groupedReport<TerminalPaBet>(db, groups, detail, orderOf(SORTABLE, filters, sql`g.business_date DESC`, REST));
}
