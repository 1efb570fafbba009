import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/*
 * The sales rollups (ADR 042): totals per business date that the dashboards, KPIs and reports read
 * instead of the plays. Every row is keyed by the ticket's own `business_date` (the banca's local
 * day of the sale), so an annulment, an award or a payment on a later day changes the day the
 * ticket was sold. The registry ids are copied from the ticket (fixed at sale, ADR 032); the scope
 * filter joins `partners` by `taquilla_id`, so a moved partner counts under its new parent at once.
 *
 * Measures of a play, from its ticket's status now:
 * - sold: every play sold, annulled or not (net sales are sold − annulled);
 * - annulled: plays of tickets now ANULADO;
 * - prize: the plays' prizes as awarded now, on tickets not annulled;
 * - paid: the prizes of tickets now PAGADO.
 */
const playMeasures = {
  soldAmount: bigint('sold_amount', { mode: 'bigint' }).notNull(),
  soldPlays: integer('sold_plays').notNull(),
  annulledAmount: bigint('annulled_amount', { mode: 'bigint' }).notNull(),
  annulledPlays: integer('annulled_plays').notNull(),
  prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
  prizePlays: integer('prize_plays').notNull(),
  paidAmount: bigint('paid_amount', { mode: 'bigint' }).notNull(),
};

const saleKey = () => ({
  businessDate: date('business_date').notNull(),
  taquillaId: integer('taquilla_id').notNull(),
  agencyId: integer('agency_id').notNull(),
  bancaId: integer('banca_id').notNull(),
  currency: text('currency').notNull(),
});

/** A ticket rollup's grain past the sale key (hour, channel, status) and its measures; its deltas have the same. */
const ticketColumns = () => ({
  ...saleKey(),
  saleHour: smallint('sale_hour').notNull(),
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  tickets: integer('tickets').notNull(),
  totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
  prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
});

type RollupColumns = { bancaId: ExtraConfigColumn; businessDate: ExtraConfigColumn };

/** A rollup's unique key `<table>_key` on its grain, and `<table>_banca_date_idx`, the way the reports read it. */
const rollupIndexes = (table: string, t: RollupColumns, ...grain: [ExtraConfigColumn, ...ExtraConfigColumn[]]) => [
  uniqueIndex(`${table}_key`).on(...grain),
  index(`${table}_banca_date_idx`).on(t.bancaId, t.businessDate),
];

/** Per (business date, taquilla, product, draw, bet type, channel, currency). */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    ...saleKey(),
    productId: integer('product_id').notNull(),
    drawId: integer('draw_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    channel: text('channel').notNull(),
    ...playMeasures,
  },
  (t) =>
    rollupIndexes(
      'sales_rollups',
      t,
      t.businessDate,
      t.taquillaId,
      t.productId,
      t.drawId,
      t.betTypeId,
      t.channel,
      t.currency,
    ),
);

/**
 * Per (business date, taquilla, product, bet type, currency): `sales_rollups` without draw and
 * channel, a few dozen times fewer rows, for the reports and KPIs that add up days and partners.
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    ...saleKey(),
    productId: integer('product_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    ...playMeasures,
  },
  (t) => rollupIndexes('daily_rollups', t, t.businessDate, t.taquillaId, t.productId, t.betTypeId, t.currency),
);

/** Per (business date, taquilla, draw occurrence, bet type, number key, currency): the numbers played. */
export const numberRollups = pgTable(
  'number_rollups',
  {
    ...saleKey(),
    occurrenceId: integer('occurrence_id').notNull(),
    productId: integer('product_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    numberKey: text('number_key').notNull(),
    ...playMeasures,
  },
  (t) => [
    ...rollupIndexes(
      'number_rollups',
      t,
      t.businessDate,
      t.taquillaId,
      t.occurrenceId,
      t.betTypeId,
      t.numberKey,
      t.currency,
    ),
    index('number_rollups_occurrence_idx').on(t.occurrenceId),
  ],
);

/**
 * Tickets per (business date, local hour of the sale, taquilla, channel, currency, status): a
 * ticket is one thing at this grain (its plays may be of several products). A row whose tickets
 * fall to 0 (they all changed status) is deleted by the fold.
 */
export const ticketRollups = pgTable('ticket_rollups', ticketColumns(), (t) => [
  ...rollupIndexes('ticket_rollups', t, t.businessDate, t.taquillaId, t.saleHour, t.channel, t.currency, t.status),
  index('ticket_rollups_empty_idx')
    .on(t.businessDate)
    .where(sql`tickets = 0`),
]);

/**
 * Changes to fold, at the play grain (with channel and number): appended by the fold of new
 * tickets and by the update triggers of tickets and plays, taken by the fold. No key, no index.
 */
export const playRollupDeltas = pgTable('play_rollup_deltas', {
  ...saleKey(),
  occurrenceId: integer('occurrence_id').notNull(),
  productId: integer('product_id').notNull(),
  drawId: integer('draw_id').notNull(),
  betTypeId: integer('bet_type_id').notNull(),
  numberKey: text('number_key').notNull(),
  channel: text('channel').notNull(),
  ...playMeasures,
});

/** Changes to fold at the ticket grain. */
export const ticketRollupDeltas = pgTable('ticket_rollup_deltas', ticketColumns());

/**
 * The fold's one row. Tickets up to `folded_ticket_id` are in the rollups (later changes to them
 * arrive as deltas); `candidate_ticket_id` is the last ticket id given out at `candidate_at`,
 * folded once no transaction that could hold a lower id is still running.
 */
export const rollupState = pgTable(
  'rollup_state',
  {
    id: smallint('id').primaryKey(),
    foldedTicketId: bigint('folded_ticket_id', { mode: 'number' }).notNull(),
    candidateTicketId: bigint('candidate_ticket_id', { mode: 'number' }).notNull(),
    candidateAt: timestamp('candidate_at', { withTimezone: true }).notNull(),
    foldedAt: timestamp('folded_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('rollup_state_one_row', sql`${t.id} = 1`)],
);
