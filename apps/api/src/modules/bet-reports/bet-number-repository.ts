import type { BetNumberRow, ZBetNumberQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  FIGURES_OUT,
  groupedReport,
  HAS_PLAYS,
  inFocus,
  narrowingOf,
  OCCURRENCE_JOINS,
  OCCURRENCE_NAMES,
  orderOf,
  PLAY_FIGURES,
  whereAll,
  type GroupedReport,
  type PlayNarrowing,
  type ReportSort,
} from './repository';

type Sort = NonNullable<z.output<typeof ZBetNumberQuery>['sort']>;

/** bet-number's filters once resolved: the number, a period of business dates and the focus. */
export interface BetNumberFilters extends PlayNarrowing, ReportSort<Sort> {
  number: string;
  from: string;
  to: string;
  pattern: string;
}

const SORTABLE: Record<Sort, SQL> = {
  business_date: sql`g.business_date`,
  draw_time: sql`d.draw_time`,
  amount: sql`g.amount`,
  plays: sql`g.plays`,
  prize: sql`g.prize`,
};

/** The asked column (newest day first by default), then the day, the draw, the bet type and the currency. */
const REST = sql`g.business_date DESC, d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;

/**
 * One row per (business date, draw occurrence, bet type, number as played, currency) of the
 * number in the period, sold by the focus subtree's taquillas, from `number_rollups`.
 */
export function betNumberReport(db: Db, filters: BetNumberFilters): GroupedReport<BetNumberRow> {
  const where: SQL[] = [
    sql`r.business_date BETWEEN ${filters.from}::date AND ${filters.to}::date`,
    inFocus(filters.pattern),
    ...narrowingOf(filters),
  ];
  const groups = sql`SELECT r.business_date, r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency,
           ${PLAY_FIGURES}
      FROM number_rollups r JOIN partners p ON p.id = r.taquilla_id
     WHERE ${whereAll(where)}
     GROUP BY r.business_date, r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency
     ${HAS_PLAYS}`;
  const detail = sql`SELECT g.business_date::text AS business_date, ${OCCURRENCE_NAMES}, ${FIGURES_OUT}
    FROM g ${OCCURRENCE_JOINS}`;
  return groupedReport<BetNumberRow>(db, groups, detail, orderOf(SORTABLE, filters, sql`g.business_date DESC`, REST));
}
