import type { BetNumberRow, BetTypeCode, Currency, ZBetNumberQuery } from '@banca/contracts';
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

type Sort = NonNullable<z.output<typeof ZBetNumberQuery>['sort']>;

/** bet-number's filters once resolved: the number, a period of business dates and the focus. */
export interface BetNumberFilters {
  number: string;
  from: string;
  to: string;
  pattern: string;
  productId?: number | undefined;
  drawId?: number | undefined;
  betType?: BetTypeCode | undefined;
  currency?: Currency | undefined;
  sort?: Sort | undefined;
  order: 'asc' | 'desc';
}

const SORTABLE: Record<Sort, SQL> = {
  business_date: sql`g.business_date`,
  draw_time: sql`d.draw_time`,
  amount: sql`g.amount`,
  plays: sql`g.plays`,
  prize: sql`g.prize`,
};

/** The asked column (newest day first by default), then the day, the draw, the bet type and the currency. */
function orderOf(filters: BetNumberFilters): SQL {
  const first = filters.sort ? sql`${SORTABLE[filters.sort]} ${directionOf(filters.order)}` : sql`g.business_date DESC`;
  return sql`${first}, g.business_date DESC, d.draw_time, g.occurrence_id, g.bet_type_id, g.number_key, g.currency`;
}

/**
 * One row per (business date, draw occurrence, bet type, number as played, currency) of the
 * number in the period, sold by the focus subtree's taquillas, from `number_rollups`.
 */
export function betNumberReport(db: Db, filters: BetNumberFilters): GroupedReport<BetNumberRow> {
  const where: SQL[] = [
    sql`r.business_date BETWEEN ${filters.from}::date AND ${filters.to}::date`,
    numberIs(filters.number),
    inFocus(filters.pattern),
  ];
  if (filters.productId) where.push(sql`r.product_id = ${filters.productId}`);
  if (filters.drawId)
    where.push(sql`r.occurrence_id IN (SELECT id FROM draw_occurrences WHERE draw_id = ${filters.drawId})`);
  if (filters.betType) where.push(betTypeIs(filters.betType));
  if (filters.currency) where.push(currencyIs(filters.currency));
  const groups = sql`SELECT r.business_date, r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency,
           ${PLAY_FIGURES}
      FROM number_rollups r JOIN partners p ON p.id = r.taquilla_id
     WHERE ${whereAll(where)}
     GROUP BY r.business_date, r.occurrence_id, r.product_id, r.bet_type_id, r.number_key, r.currency
     ${HAS_PLAYS}`;
  const detail = sql`SELECT g.business_date::text AS business_date, ${OCCURRENCE_NAMES}, ${FIGURES_OUT}
    FROM g ${OCCURRENCE_JOINS}`;
  return groupedReport<BetNumberRow>(db, groups, detail, orderOf(filters));
}
