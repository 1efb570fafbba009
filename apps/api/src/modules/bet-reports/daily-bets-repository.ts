import type { BetTypeCode, Currency, DailyBet, ZDailyBetsQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  betTypeIs,
  currencyIs,
  directionOf,
  FIGURES_OUT,
  groupedReport,
  HAS_PLAYS,
  inFocus,
  numberIs,
  OCCURRENCE_JOINS,
  OCCURRENCE_NAMES,
  PLAY_FIGURES,
  whereAll,
  type GroupedReport,
} from './repository';

type Sort = NonNullable<z.output<typeof ZDailyBetsQuery>['sort']>;

/** daily-bets' filters once resolved: one business date and the focus subtree's LIKE pattern. */
export interface DailyBetsFilters {
  date: string;
  pattern: string;
  productId?: number | undefined;
  drawId?: number | undefined;
  betType?: BetTypeCode | undefined;
  number?: string | undefined;
  currency?: Currency | undefined;
  sort?: Sort | undefined;
  order: 'asc' | 'desc';
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
function orderOf(filters: DailyBetsFilters): SQL {
  const first = filters.sort
    ? sql`${SORTABLE[filters.sort]} ${directionOf(filters.order)} NULLS LAST`
    : sql`g.amount DESC`;
  return sql`${first}, d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;
}

/**
 * One row per (draw occurrence, bet type, number, currency) sold on the business date by the
 * focus subtree's taquillas, from `number_rollups`; the multiplier is the one the sale engine
 * reads (`product_bet_types`), so the payout is what the number would pay now.
 */
export function dailyBetsReport(db: Db, filters: DailyBetsFilters): GroupedReport<DailyBet> {
  const where: SQL[] = [sql`r.business_date = ${filters.date}::date`, inFocus(filters.pattern)];
  if (filters.productId) where.push(sql`r.product_id = ${filters.productId}`);
  if (filters.drawId)
    where.push(sql`r.occurrence_id IN (SELECT id FROM draw_occurrences WHERE draw_id = ${filters.drawId})`);
  if (filters.betType) where.push(betTypeIs(filters.betType));
  if (filters.number) where.push(numberIs(filters.number));
  if (filters.currency) where.push(currencyIs(filters.currency));
  const groups = sql`SELECT r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency, ${PLAY_FIGURES}
      FROM number_rollups r JOIN partners p ON p.id = r.taquilla_id
     WHERE ${whereAll(where)}
     GROUP BY r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency
     ${HAS_PLAYS}`;
  const detail = sql`SELECT ${OCCURRENCE_NAMES}, ${FIGURES_OUT}, pbt.multiplier::text AS multiplier,
         ${PAYOUT}::bigint::text AS payout, o.awarded_at IS NOT NULL AS awarded
    FROM g ${OCCURRENCE_JOINS}
    LEFT JOIN product_bet_types pbt ON pbt.product_id = g.product_id AND pbt.bet_type_id = g.bet_type_id`;
  return groupedReport<DailyBet>(db, groups, detail, orderOf(filters));
}
