import type { DailyBet, ZDailyBetsQuery } from '@banca/contracts';
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

type Sort = NonNullable<z.output<typeof ZDailyBetsQuery>['sort']>;

/** daily-bets' filters once resolved: one business date and the focus subtree's LIKE pattern. */
export interface DailyBetsFilters extends PlayNarrowing, ReportSort<Sort> {
  date: string;
  pattern: string;
}

/** Payout if the number comes out: the net amount × the product's multiplier of the bet type now. */
const PAYOUT = sql`round(g.amount * pbt.multiplier)`;

const SORTABLE: Record<Sort, SQL> = {
  amount: sql`g.amount`,
  plays: sql`g.plays`,
  payout: PAYOUT,
  prize: sql`g.prize`,
  number: sql`g.number_key`,
  draw_time: sql`d.draw_time`,
  product_name: sql`pr.name`,
};

/** The asked column (largest amount first by default), then the draw, the number and the currency. */
const REST = sql`d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;

/**
 * One row per (draw occurrence, bet type, number, currency) sold on the business date by the
 * focus subtree's taquillas, from `number_rollups`; the multiplier is the one the sale engine
 * reads (`product_bet_types`), so the payout is what the number would pay now.
 */
export function dailyBetsReport(db: Db, filters: DailyBetsFilters): GroupedReport<DailyBet> {
  const where = [sql`r.business_date = ${filters.date}::date`, inFocus(filters.pattern), ...narrowingOf(filters)];
  const groups = sql`SELECT r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency, ${PLAY_FIGURES}
      FROM number_rollups r JOIN partners p ON p.id = r.taquilla_id
     WHERE ${whereAll(where)}
     GROUP BY r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency
     ${HAS_PLAYS}`;
  const detail = sql`SELECT ${OCCURRENCE_NAMES}, ${FIGURES_OUT}, pbt.multiplier::text AS multiplier,
         ${PAYOUT}::bigint::text AS payout, o.awarded_at IS NOT NULL AS awarded
    FROM g ${OCCURRENCE_JOINS}
    LEFT JOIN product_bet_types pbt ON pbt.product_id = g.product_id AND pbt.bet_type_id = g.bet_type_id`;
  return groupedReport<DailyBet>(db, groups, detail, orderOf(SORTABLE, filters, sql`g.amount DESC`, REST, true));
}
