import type { DailyBet, ZDailyBetsQuery } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as report from './repository';

type Sort = NonNullable<z.output<typeof ZDailyBetsQuery>['sort']>;

/** daily-bets' filters once resolved: one business date and the focus subtree's LIKE pattern. */
export interface DailyBetsFilters extends report.PlayNarrowing, report.ReportSort<Sort> {
  date: string;
  pattern: string;
}

/** The asked column (largest amount first by default), then the draw, the number and the currency. */
const REST = sql`d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;

/**
 * One row per (draw occurrence, bet type, number, currency) sold on the business date by the
 * focus subtree's taquillas, from `number_rollups`; the multiplier is the one the sale engine
 * reads (`product_bet_types`), so the payout is what the number would pay now.
 */
export function dailyBetsReport(db: Db, filters: DailyBetsFilters): report.GroupedReport<DailyBet> {
  const groups = report.playGroups(
    sql`number_rollups`,
    sql`r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency`,
    [sql`r.business_date = ${filters.date}::date`, report.inFocus(filters.pattern), ...report.narrowingOf(filters)],
  );
  const detail = sql`SELECT ${report.OCCURRENCE_NAMES}, ${report.FIGURES_OUT}, pbt.multiplier::text AS multiplier,
         ${report.PAYOUT}::bigint::text AS payout, o.awarded_at IS NOT NULL AS awarded
    FROM g ${report.OCCURRENCE_JOINS}
    LEFT JOIN product_bet_types pbt ON pbt.product_id = g.product_id AND pbt.bet_type_id = g.bet_type_id`;
  const order = report.orderOf(filters, sql`g.amount DESC`, REST, true);
  return report.groupedReport<DailyBet>(db, groups, detail, order);
}
