import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The sales rollups (ADR 040). Reports and KPIs read these, never the raw plays. Statement
 * triggers on `tickets` and `ticket_plays` append aggregated deltas to the `*_deltas` tables
 * (append-only: concurrent sale writers never wait on each other there), and the folder
 * (`banca_fold_rollups`, every second) moves them into the rollups. Readers read both through
 * the `*_live` views, so a sale shows at once. Every row is keyed by the ticket's own business
 * date: an annulment, an award or a payment of a later day lands on the day of the sale.
 */

/** The measures a play contributes, the same in the deltas and the rollups. */
const playMeasures = {
  /** Every play sold, annulled or not. Net sales are sold − annulled. */
  soldAmount: bigint('sold_amount', { mode: 'bigint' }).notNull(),
  soldPlays: integer('sold_plays').notNull(),
  /** Plays of tickets now ANULADO. */
  annulledAmount: bigint('annulled_amount', { mode: 'bigint' }).notNull(),
  annulledPlays: integer('annulled_plays').notNull(),
  /** Prizes awarded (the plays' `prize`), and the plays that won. */
  prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
  prizePlays: integer('prize_plays').notNull(),
  /** Prizes of tickets now PAGADO. */
  paidAmount: bigint('paid_amount', { mode: 'bigint' }).notNull(),
  paidPlays: integer('paid_plays').notNull(),
};

/** Who sold: the taquilla, with its agency and banca (fixed on the ticket) for scope and rebuilds. */
const seller = {
  businessDate: date('business_date').notNull(),
  bancaId: integer('banca_id').notNull(),
  agencyId: integer('agency_id').notNull(),
  taquillaId: integer('taquilla_id').notNull(),
  currency: text('currency').notNull(),
};

/** Pending play deltas, at the number's grain; no key and no index, so appending is cheap. */
export const salesRollupDeltas = pgTable('sales_rollup_deltas', {
  ...seller,
  productId: integer('product_id').notNull(),
  drawId: integer('draw_id').notNull(),
  betTypeId: integer('bet_type_id').notNull(),
  numberKey: text('number_key').notNull(),
  channel: text('channel').notNull(),
  ...playMeasures,
});

/** Totals per (business date, taquilla, product, draw, bet type, channel, currency). */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    ...seller,
    productId: integer('product_id').notNull(),
    drawId: integer('draw_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    channel: text('channel').notNull(),
    ...playMeasures,
  },
  (t) => [
    primaryKey({
      name: 'sales_rollups_pk',
      columns: [t.businessDate, t.taquillaId, t.productId, t.drawId, t.betTypeId, t.channel, t.currency],
    }),
    index('sales_rollups_banca_date_idx').on(t.bancaId, t.businessDate),
  ],
);

/** Totals per number: (business date, taquilla, product, draw, bet type, number key, currency). */
export const numberRollups = pgTable(
  'number_rollups',
  {
    ...seller,
    productId: integer('product_id').notNull(),
    drawId: integer('draw_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    numberKey: text('number_key').notNull(),
    ...playMeasures,
  },
  (t) => [
    primaryKey({
      name: 'number_rollups_pk',
      columns: [t.businessDate, t.taquillaId, t.productId, t.drawId, t.betTypeId, t.numberKey, t.currency],
    }),
    index('number_rollups_banca_date_idx').on(t.bancaId, t.businessDate),
  ],
);

/** What a ticket contributes: one ticket of its status, and its total. */
const ticketMeasures = {
  tickets: integer('tickets').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
};

/** Pending ticket deltas (a status change is −1 of the old status, +1 of the new). */
export const ticketRollupDeltas = pgTable('ticket_rollup_deltas', {
  ...seller,
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  ...ticketMeasures,
});

/** Tickets per (business date, taquilla, channel, currency, status); rows that fall to 0 are removed. */
export const ticketRollups = pgTable(
  'ticket_rollups',
  {
    ...seller,
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    ...ticketMeasures,
  },
  (t) => [
    primaryKey({ name: 'ticket_rollups_pk', columns: [t.businessDate, t.taquillaId, t.channel, t.currency, t.status] }),
    index('ticket_rollups_banca_date_idx').on(t.bancaId, t.businessDate),
    index('ticket_rollups_empty_idx')
      .on(t.tickets)
      .where(sql`${t.tickets} = 0`),
  ],
);
