import { bigint, bigserial, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The risk board's copy of the sale's exposure rows (ADR 058, "Cost"): one row per occurrence, bet
 * type, number key and partner that sets a limit, with what it sold (more than 0) and its payout at
 * the bet type's multiplier, for the occurrences of yesterday on. Kept by the risk watch's pass from
 * the numbers that moved, never by the sale; the board reads the largest payouts by its index.
 */
export const riskBoardNumbers = pgTable(
  'risk_board_numbers',
  {
    occurrenceId: integer('occurrence_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    numberKey: text('number_key').notNull(),
    partnerId: integer('partner_id').notNull(),
    sold: bigint('sold', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.betTypeId, t.numberKey, t.partnerId] }),
    index('risk_board_numbers_payout_idx').on(t.occurrenceId, t.betTypeId, t.partnerId, t.payout),
  ],
);

/**
 * Per occurrence, bet type and partner holding a limit there, the sum of its board rows: how many
 * numbers, what they sold and would pay, and the multiplier those payouts were worked out at (a
 * changed multiplier makes the next pass work the group out again).
 */
export const riskBoardGroups = pgTable(
  'risk_board_groups',
  {
    occurrenceId: integer('occurrence_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    numbers: integer('numbers').notNull(),
    sold: bigint('sold', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    multiplier: numeric('multiplier', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.occurrenceId, t.betTypeId, t.partnerId] })],
);

/**
 * Exposure that moved outside a sale, for the next pass to copy again: a number of every partner
 * (an annulment; `number_key` set) or a whole occurrence, bet type and partner (a changed limit
 * resyncs it; `partner_id` set). Written by triggers and the resync, taken by the pass.
 */
export const riskBoardChanges = pgTable('risk_board_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  occurrenceId: integer('occurrence_id').notNull(),
  betTypeId: integer('bet_type_id').notNull(),
  numberKey: text('number_key'),
  partnerId: integer('partner_id'),
});
