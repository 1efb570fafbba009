import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef } from './columns';
import { draws, products } from './catalogue';
import { partners } from './partners';
import { riskThresholds } from './risk';
import { users } from './users';

/**
 * One draw on one date: where tickets, results and prizes attach. The instants come from the
 * draw's time in its lottery's zone; OPEN / CLOSED / SCHEDULED are derived from the database
 * clock against `close_at`, the event states (RESULTED, AWARDED) are stored here.
 */
export const drawOccurrences = pgTable(
  'draw_occurrences',
  {
    id: identityId(),
    drawId: requiredRef('draw_id', () => draws.id),
    productId: requiredRef('product_id', () => products.id),
    drawDate: date('draw_date').notNull(),
    /** Sales open at the start of the draw's date in its lottery's zone. */
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Sales stop at this instant: draw_at minus the draw's close minutes. */
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    /** Winning number (a symbol's number for animalitos; 3 digits for triples) and sign (1–12). */
    resultNumber: text('result_number'),
    resultSign: smallint('result_sign'),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    resultedBy: integer('resulted_by').references(() => users.id),
    resultSource: text('result_source', { enum: ['MANUAL', 'PROVEEDOR'] }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    awardedBy: integer('awarded_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('draw_occurrences_uq').on(t.drawId, t.drawDate),
    index('draw_occurrences_date_idx').on(t.drawDate),
  ],
);

export const STORED_TICKET_STATUSES = ['ACTIVO', 'ANULADO', 'PREMIADO', 'PERDEDOR', 'PAGADO'] as const;
export const SALE_CHANNELS = ['WEB', 'TERMINAL'] as const;

/** A sold ticket. `chain` is the taquilla's partner ids from the banca down: the exposure rows it counted in. */
export const tickets = pgTable(
  'tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serial: text('serial').notNull().unique(),
    securityCode: text('security_code').notNull(),
    // The sale tables name registry rows without foreign keys: the sale reads them from the
    // registry, and those rows are never deleted (ADR 032).
    taquillaId: integer('taquilla_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    bancaId: integer('banca_id').notNull(),
    /** Materialised path of the taquilla: scope filters use it. */
    partnerPath: text('partner_path').notNull(),
    chain: integer('chain').array().notNull(),
    sellerId: integer('seller_id').notNull(),
    currency: text('currency').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    prizeTotal: bigint('prize_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    channel: text('channel', { enum: SALE_CHANNELS }).notNull(),
    status: text('status', { enum: STORED_TICKET_STATUSES }).notNull().default('ACTIVO'),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    /** The banca's local date of the sale. */
    businessDate: date('business_date').notNull(),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
    annulledBy: integer('annulled_by').references(() => users.id),
    annulReason: text('annul_reason'),
    prizeExpiresAt: timestamp('prize_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('tickets_path_date_idx').on(t.partnerPath.op('text_pattern_ops'), t.businessDate),
    index('tickets_date_idx').on(t.businessDate),
    index('tickets_taquilla_date_idx').on(t.taquillaId, t.businessDate),
    // The detailed prizes read winning tickets by path and date; a sale writes prize_total 0 and never touches it.
    index('tickets_prize_path_date_idx')
      .on(t.partnerPath.op('text_pattern_ops'), t.businessDate)
      .where(sql`prize_total > 0`),
    check('tickets_total_positive', sql`${t.total} > 0`),
  ],
);

/** One play of a ticket: `amount` is what was sold (less than `requested` when incompleta). */
export const ticketPlays = pgTable(
  'ticket_plays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys: not to its ticket, written in the same statement, nor to the registry (ADR 032).
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    occurrenceId: integer('occurrence_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    number: text('number').notNull(),
    sign: smallint('sign'),
    /** The exposure key: the number, with `/sign` for plays with a sign. */
    numberKey: text('number_key').notNull(),
    requested: bigint('requested', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The payout multiplier in force when the play was sold. */
    multiplier: numeric('multiplier', { precision: 12, scale: 2 }).notNull(),
    prize: bigint('prize', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    index('ticket_plays_ticket_idx').on(t.ticketId),
    index('ticket_plays_occurrence_idx').on(t.occurrenceId, t.betTypeId, t.numberKey),
    // The draw sealer reads a draw's plays by ticket in id order (ADR 060): no sort, streamed.
    index('ticket_plays_occurrence_ticket_idx').on(t.occurrenceId, t.ticketId),
    check('ticket_plays_amount_positive', sql`${t.amount} > 0 and ${t.amount} <= ${t.requested}`),
  ],
);

/**
 * Amount sold per (occurrence, bet type, number key, partner): one row for every partner of the
 * selling taquilla's chain. The sale locks these rows in a fixed order, so limits hold under any
 * concurrency. `number_key` is the number, with `/sign` for plays with a sign.
 */
export const salesExposure = pgTable(
  'sales_exposure',
  {
    occurrenceId: integer('occurrence_id').notNull(),
    betTypeId: integer('bet_type_id').notNull(),
    numberKey: text('number_key').notNull(),
    partnerId: integer('partner_id').notNull(),
    sold: bigint('sold', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.betTypeId, t.numberKey, t.partnerId] }),
    check('sales_exposure_sold_not_negative', sql`${t.sold} >= 0`),
  ],
);

/** A finished sale's Idempotency-Key (written in the sale's own transaction): a retry answers the same ticket. */
export const saleRequests = pgTable(
  'sale_requests',
  {
    // No foreign keys, to users or to the ticket it answers (ADR 032), as in `ticket_plays`.
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    /** The sale's per-play outcomes, kept to answer a replay. */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('sale_requests_created_idx').on(t.createdAt)],
);

/** A number that may not be sold: on a product or one draw, for a partner's subtree, optionally between dates. */
export const blockedNumbers = pgTable(
  'blocked_numbers',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    productId: requiredRef('product_id', () => products.id),
    drawId: integer('draw_id').references(() => draws.id),
    number: text('number').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    reason: text('reason'),
    /** The person who blocked it; null when a risk threshold did (`threshold_id`). */
    createdBy: integer('created_by').references(() => users.id),
    /** The risk threshold whose crossing made the block (ADR 058); null for a person's block. */
    thresholdId: integer('threshold_id').references(() => riskThresholds.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [index('blocked_numbers_lookup_idx').on(t.productId, t.number)],
);

/** A draw occurrence suspended for a partner's subtree (the whole banca when the partner is the banca). */
export const suspendedDraws = pgTable(
  'suspended_draws',
  {
    id: identityId(),
    occurrenceId: requiredRef('occurrence_id', () => drawOccurrences.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    reason: text('reason').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
  },
  (t) => [index('suspended_draws_occurrence_idx').on(t.occurrenceId)],
);

/** A prize paid: once per ticket; the payout is an expense of the paying taquilla's cash. */
export const prizePayments = pgTable(
  'prize_payments',
  {
    id: identityId(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => tickets.id),
    taquillaId: requiredRef('taquilla_id', () => partners.id),
    paidBy: requiredRef('paid_by', () => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    businessDate: date('business_date').notNull(),
  },
  (t) => [index('prize_payments_taquilla_date_idx').on(t.taquillaId, t.businessDate)],
);

/**
 * The winner of a prize paid at or above the banca's "Identificar ganadores desde": identity
 * document (normalised, whole), full name and phone, written in the payment's transaction.
 */
export const prizeWinners = pgTable(
  'prize_winners',
  {
    id: identityId(),
    paymentId: requiredRef('payment_id', () => prizePayments.id).unique(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull().unique(),
    bancaId: requiredRef('banca_id', () => partners.id),
    document: text('document').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prize_winners_banca_idx').on(t.bancaId)],
);
