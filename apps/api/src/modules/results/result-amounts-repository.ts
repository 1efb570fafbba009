import type { Currency, LotteryResultsTotals } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { occurrenceWhere, type OccurrenceFilters } from './repository';

/**
 * What the draws of the results report sold and paid out within the caller's part of the
 * network, per currency, read from the number rollups (one row per taquilla, occurrence, bet type
 * and number; never the plays): net sales are sold less annulled, prizes those of plays not
 * annulled as awarded now. The scope joins the rollup's taquilla to its partner row.
 */
const amountsOf = (scope: Scope, occurrences: SQL) =>
  sql`SELECT r.occurrence_id, r.currency, sum(r.sold_amount - r.annulled_amount)::text AS sold,
             sum(r.prize_amount)::text AS prizes
        FROM number_rollups r
        JOIN partners tq ON tq.id = r.taquilla_id
       WHERE r.occurrence_id IN (${occurrences}) AND tq.path LIKE ${subtreePattern(scope)}
       GROUP BY r.occurrence_id, r.currency`;

export interface OccurrenceAmounts {
  currency: Currency;
  sold: string;
  prizes: string;
}

/** Per occurrence of the page, its amounts per currency (by currency code). */
export async function occurrenceAmounts(
  db: Db,
  scope: Scope,
  occurrenceIds: readonly number[],
): Promise<Map<number, OccurrenceAmounts[]>> {
  const byOccurrence = new Map<number, OccurrenceAmounts[]>();
  if (occurrenceIds.length === 0) return byOccurrence;
  const rows = await rowsOf<OccurrenceAmounts & { occurrence_id: number }>(
    db,
    sql`${amountsOf(scope, sql`SELECT unnest(${intArray(occurrenceIds)})`)} ORDER BY r.occurrence_id, r.currency`,
  );
  for (const { occurrence_id: id, ...amounts } of rows)
    byOccurrence.set(id, [...(byOccurrence.get(id) ?? []), amounts]);
  return byOccurrence;
}

/** The amounts of every draw of the filters, per currency. */
export async function resultTotals(db: Db, scope: Scope, filters: OccurrenceFilters): Promise<LotteryResultsTotals[]> {
  const occurrences = sql`SELECT o.id FROM draw_occurrences o JOIN products p ON p.id = o.product_id
                            JOIN lotteries l ON l.id = p.lottery_id WHERE ${occurrenceWhere(filters)}`;
  return rowsOf<LotteryResultsTotals>(
    db,
    sql`SELECT a.currency, sum(a.sold::bigint)::text AS sold, sum(a.prizes::bigint)::text AS prizes
          FROM (${amountsOf(scope, occurrences)}) a
         GROUP BY a.currency ORDER BY a.currency`,
  );
}
