import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { products } from './catalogue';
import { partners } from './partners';
import { users } from './users';

/**
 * A polla type of one banca (ADR 046): the animalito product whose results count, the day's
 * draws that count, how many animals a customer picks per draw, the price, the basis points
 * (1/100 of a percent) of each sale that feed the daily pote's two accumulators and the weekly
 * pote, and the scoring rule as data.
 */
export const pollaTypes = pgTable(
  'polla_types',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    name: text('name').notNull(),
    productId: requiredRef('product_id', () => products.id),
    drawIds: integer('draw_ids').array().notNull(),
    picksPerDraw: smallint('picks_per_draw').notNull(),
    currency: text('currency').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    dailyFirstBp: integer('daily_first_bp').notNull(),
    dailySecondBp: integer('daily_second_bp').notNull(),
    weeklyBp: integer('weekly_bp').notNull(),
    pointsPerHit: smallint('points_per_hit').notNull().default(1),
    firstMinPoints: smallint('first_min_points').notNull(),
    secondMinPoints: smallint('second_min_points').notNull(),
    weeklyMinPoints: smallint('weekly_min_points').notNull(),
    annulMinutes: smallint('annul_minutes').notNull().default(5),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('polla_types_name_uq').on(t.bancaId, t.name),
    check('polla_types_price_positive', sql`${t.price} > 0`),
    check(
      'polla_types_percentages',
      sql`${t.dailyFirstBp} >= 0 AND ${t.dailySecondBp} >= 0 AND ${t.weeklyBp} >= 0
          AND ${t.dailyFirstBp} + ${t.dailySecondBp} + ${t.weeklyBp} <= 10000`,
    ),
  ],
);

/** A polla customer of one banca, known by the cédula (V or E and its number). */
export const pollaCustomers = pgTable(
  'polla_customers',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    idType: text('id_type', { enum: ['V', 'E'] }).notNull(),
    idNumber: text('id_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('polla_customers_cedula_uq').on(t.bancaId, t.idType, t.idNumber)],
);

/** A pote's two accumulators, or what a movement adds to or takes from each: never below zero. */
const accumulators = () => ({
  firstAmount: bigint('first_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  secondAmount: bigint('second_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});
const accumulatorsNotNegative = (
  name: string,
  t: { firstAmount: ExtraConfigColumn; secondAmount: ExtraConfigColumn },
) => check(name, sql`${t.firstAmount} >= 0 AND ${t.secondAmount} >= 0`);

/**
 * A pote of a polla type: DAILY (one per draw date, two accumulators) or WEEKLY (one per week
 * starting on Monday, the first accumulator only). Its amounts always equal the sum of its
 * movements and never go below zero; a SETTLED pote holds nothing (its money went to prizes or
 * rolled over).
 */
export const pollaPotes = pgTable(
  'polla_potes',
  {
    id: identityId(),
    pollaTypeId: requiredRef('polla_type_id', () => pollaTypes.id),
    kind: text('kind', { enum: ['DAILY', 'WEEKLY'] }).notNull(),
    startDate: date('start_date').notNull(),
    currency: text('currency').notNull(),
    ...accumulators(),
    status: text('status', { enum: ['OPEN', 'SETTLED'] })
      .notNull()
      .default('OPEN'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('polla_potes_uq').on(t.pollaTypeId, t.kind, t.startDate),
    accumulatorsNotNegative('polla_potes_not_negative', t),
  ],
);

export const POTE_MOVEMENT_CONCEPTS = ['VENTA', 'ANULACION', 'MANUAL', 'ARRASTRE', 'PREMIO'] as const;

/** One movement of a pote: what it adds (INGRESO) to or takes (EGRESO) from each accumulator. */
export const pollaPoteMovements = pgTable(
  'polla_pote_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    poteId: requiredRef('pote_id', () => pollaPotes.id),
    tipo: text('tipo', { enum: ['INGRESO', 'EGRESO'] }).notNull(),
    concept: text('concept', { enum: POTE_MOVEMENT_CONCEPTS }).notNull(),
    ...accumulators(),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('polla_pote_movements_pote_idx').on(t.poteId, t.createdAt),
    accumulatorsNotNegative('polla_pote_movements_not_negative', t),
  ],
);

export const POLLA_TICKET_STATUSES = ['ACTIVO', 'ANULADO', 'PREMIADO', 'PERDEDOR', 'PAGADO'] as const;

/**
 * A polla ticket: the customer's picks for one draw date of a polla type, what its sale gave
 * each pote, and once scored its score and prize parts (daily first, daily second, weekly).
 */
export const pollaTickets = pgTable(
  'polla_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serial: text('serial').notNull().unique(),
    pollaTypeId: requiredRef('polla_type_id', () => pollaTypes.id),
    drawDate: date('draw_date').notNull(),
    dailyPoteId: requiredRef('daily_pote_id', () => pollaPotes.id),
    weeklyPoteId: requiredRef('weekly_pote_id', () => pollaPotes.id),
    customerId: requiredRef('customer_id', () => pollaCustomers.id),
    taquillaId: integer('taquilla_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    bancaId: integer('banca_id').notNull(),
    partnerPath: text('partner_path').notNull(),
    sellerId: requiredRef('seller_id', () => users.id),
    currency: text('currency').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    toDailyFirst: bigint('to_daily_first', { mode: 'bigint' }).notNull(),
    toDailySecond: bigint('to_daily_second', { mode: 'bigint' }).notNull(),
    toWeekly: bigint('to_weekly', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: POLLA_TICKET_STATUSES }).notNull().default('ACTIVO'),
    score: smallint('score'),
    prizeFirst: bigint('prize_first', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    prizeSecond: bigint('prize_second', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    prizeWeekly: bigint('prize_weekly', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    prizeExpiresAt: timestamp('prize_expires_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
    annulledBy: integer('annulled_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id),
    paidTaquillaId: integer('paid_taquilla_id'),
  },
  (t) => [
    index('polla_tickets_path_date_idx').on(t.partnerPath.op('text_pattern_ops'), t.drawDate),
    index('polla_tickets_type_date_idx').on(t.pollaTypeId, t.drawDate),
    index('polla_tickets_customer_idx').on(t.customerId),
    index('polla_tickets_daily_pote_idx').on(t.dailyPoteId),
    index('polla_tickets_weekly_pote_idx').on(t.weeklyPoteId),
    check('polla_tickets_price_positive', sql`${t.price} > 0`),
  ],
);

/** One picked animal of a ticket for one counted draw occurrence. */
export const pollaTicketPicks = pgTable(
  'polla_ticket_picks',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => pollaTickets.id),
    occurrenceId: integer('occurrence_id').notNull(),
    number: text('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.occurrenceId, t.number] }),
    index('polla_ticket_picks_occurrence_idx').on(t.occurrenceId),
  ],
);
