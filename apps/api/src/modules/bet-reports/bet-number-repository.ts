import type { BetNumberRow, ZBetNumberQuery } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as report from './repository';

type Sort = NonNullable<z.output<typeof ZBetNumberQuery>['sort']>;

/** bet-number's filters once resolved: the number, a period of business dates and the focus. */
export interface BetNumberFilters extends report.PlayNarrowing, report.ReportSort<Sort>, report.PeriodFocus {
  number: string;
}

/** The asked column (newest day first by default), then the day, the draw, the bet type and the currency. */
const REST = sql`g.business_date DESC, d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;

/**
 * One row per (business date, draw occurrence, bet type, number as played, currency) of the
 * number in the period, sold by the focus subtree's taquillas, from `number_rollups`.
 */
export function betNumberReport(db: Db, filters: BetNumberFilters): report.GroupedReport<BetNumberRow> {
  const groups = report.playGroups(
    sql`number_rollups`,
    sql`r.business_date, r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency`,
    [...report.inPeriodFocus(filters), ...report.narrowingOf(filters)],
  );
  const detail = sql`SELECT g.business_date::text AS business_date, ${report.OCCURRENCE_NAMES}, ${report.FIGURES_OUT}
    FROM g ${report.OCCURRENCE_JOINS}`;
  const order = report.orderOf(filters, sql`g.business_date DESC`, REST);
  return report.groupedReport<BetNumberRow>(db, groups, detail, order);
}
