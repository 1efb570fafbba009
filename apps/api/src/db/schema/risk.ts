import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lotteries, products } from './catalogue';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { partners } from './partners';

/**
 * A banca's risk threshold (ADR 058): notify at a share of a limit (NOTIFY_PERCENT), block the
 * number at a share of it (BLOCK_PERCENT), or block it when what it would pay exceeds an amount
 * (BLOCK_LIABILITY, minor units in `currency`); or, acting on nothing, the payout per number the
 * banca keeps, above which the lay-off list shows the excess (HOLD_LIABILITY, minor units in
 * `currency`). Optionally only for one lottery or one product.
 * Every banca starts with NOTIFY 80 and 95 (the migration, then a trigger on new bancas).
 */
export const riskThresholds = pgTable(
  'risk_thresholds',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    lotteryId: integer('lottery_id').references(() => lotteries.id),
    productId: integer('product_id').references(() => products.id),
    kind: text('kind').notNull(),
    percent: smallint('percent'),
    amount: bigint('amount', { mode: 'bigint' }),
    currency: text('currency'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'risk_thresholds_kind',
      sql`${t.kind} IN ('NOTIFY_PERCENT', 'BLOCK_PERCENT', 'BLOCK_LIABILITY', 'HOLD_LIABILITY')`,
    ),
    check(
      'risk_thresholds_value',
      sql`CASE WHEN ${t.kind} IN ('BLOCK_LIABILITY', 'HOLD_LIABILITY')
            THEN ${t.amount} > 0 AND ${t.currency} IS NOT NULL AND ${t.percent} IS NULL
            ELSE ${t.percent} BETWEEN 1 AND 100 AND ${t.amount} IS NULL AND ${t.currency} IS NULL END`,
    ),
    uniqueIndex('risk_thresholds_uq').on(
      t.bancaId,
      t.kind,
      sql`coalesce(${t.lotteryId}, 0)`,
      sql`coalesce(${t.productId}, 0)`,
      sql`coalesce(${t.percent}, 0)`,
      sql`coalesce(${t.amount}, 0)`,
      sql`coalesce(${t.currency}, '')`,
    ),
  ],
);

/**
 * A crossing already signalled: one row per threshold and exposure row (occurrence, bet type,
 * number key, partner), written with what it did, so a crossing is acted on once and not per sale.
 */
export const riskThresholdCrossings = pgTable(
  'risk_threshold_crossings',
  {
    thresholdId: requiredRef('threshold_id', () => riskThresholds.id),
    occurrenceId: integer('occurrence_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    numberKey: text('number_key').notNull(),
    partnerId: integer('partner_id').notNull(),
    sold: bigint('sold', { mode: 'bigint' }).notNull(),
    /** The block it made, for BLOCK rules. */
    blockedNumberId: integer('blocked_number_id'),
    crossedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.thresholdId, t.occurrenceId, t.betTypeId, t.numberKey, t.partnerId] }),
    index('risk_threshold_crossings_occurrence_idx').on(t.occurrenceId),
  ],
);

/** One row: the last ticket id the risk watch has read (behind the rollup fold's watermark). */
export const riskWatchState = pgTable('risk_watch_state', {
  id: smallint('id').primaryKey().default(1),
  watchedTicketId: bigint('watched_ticket_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Whether the risk board's copy (risk-board.ts) is kept (ADR 058, "Cost"): the last time a board
 * was read, and whether the copy was left to rest because none was. One row. While no board is
 * read the watch's passes leave the copy alone, and the next read makes it again from the
 * exposure rows.
 */
export const riskBoardState = pgTable(
  'risk_board_state',
  {
    id: smallint('id').primaryKey().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [check('risk_board_state_one_row', sql`${t.id} = 1`)],
);
