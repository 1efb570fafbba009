import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { partners } from './partners';
import { users } from './users';

/**
 * Cash at the ticket office (DOMAIN §7, ADR 045). Amounts are minor units of `currency`; a
 * register never adds two currencies.
 */

/** Coded kinds of outcome; `system` ones (the prize payout) are written by the product and not edited. */
export const cashExpenseTypes = pgTable('cash_expense_types', {
  id: identityId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  system: boolean('system').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/** Per taquilla: accepted methods and currencies, allowed expense types, and approval thresholds. */
export const cashConfig = pgTable('cash_config', {
  taquillaId: integer('taquilla_id')
    .primaryKey()
    .references(() => partners.id),
  /** Payment method codes accepted; empty means every one. */
  paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
  currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
  /** Expense type codes allowed; empty means every active one. */
  expenseTypes: text('expense_types').array().notNull().default(sql`'{}'::text[]`),
  /** An income above this amount waits for a superior's approval; null: never. */
  incomeApprovalAbove: bigint('income_approval_above', { mode: 'bigint' }),
  outcomeApprovalAbove: bigint('outcome_approval_above', { mode: 'bigint' }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** The opening fund of a taquilla per currency: every change is a row, the latest is in force. */
export const cashFunds = pgTable(
  'cash_funds',
  {
    id: identityId(),
    taquillaId: requiredRef('taquilla_id', () => partners.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    observation: text('observation'),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_funds_taquilla_idx').on(t.taquillaId, t.currency, t.id),
    check('cash_funds_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const CASH_REGISTER_STATUSES = ['CREATED', 'UPDATED', 'SENT', 'RETURNED', 'RECALCULATED', 'APPROVED'] as const;

/**
 * The arqueo of a taquilla for one business date and currency; its figures are read from the movements.
 * A day has one register, and another (`sequence` 2, 3, …) when movements arrive after it was approved;
 * at most one of a day is open.
 */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: identityId(),
    taquillaId: requiredRef('taquilla_id', () => partners.id),
    businessDate: date('business_date').notNull(),
    /** 1 for the day's first register; the next after the previous one was approved. */
    sequence: smallint('sequence').notNull().default(1),
    currency: text('currency').notNull(),
    status: text('status', { enum: CASH_REGISTER_STATUSES }).notNull().default('CREATED'),
    /** The fund in force when the register opened. */
    openingFund: bigint('opening_fund', { mode: 'bigint' }).notNull(),
    /** Why the superior sent it back (last reset). */
    observation: text('observation'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('cash_registers_day_uq').on(t.taquillaId, t.businessDate, t.currency, t.sequence),
    uniqueIndex('cash_registers_open_uq').on(t.taquillaId, t.businessDate, t.currency).where(sql`status <> 'APPROVED'`),
    index('cash_registers_date_idx').on(t.businessDate),
  ],
);

/** What the taquilla counted, per payment method. */
export const cashRegisterCounts = pgTable(
  'cash_register_counts',
  {
    cashRegisterId: requiredRef('cash_register_id', () => cashRegisters.id),
    paymentMethod: text('payment_method').notNull(),
    counted: bigint('counted', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cashRegisterId, t.paymentMethod] }),
    check('cash_register_counts_not_negative', sql`${t.counted} >= 0`),
  ],
);

export const CASH_MOVEMENT_KINDS = ['INGRESO', 'EGRESO', 'RECARGA'] as const;
export const CASH_MOVEMENT_STATUSES = ['APROBADO', 'PENDIENTE', 'RECHAZADO', 'ANULADO'] as const;

/**
 * Incomes, outcomes and reloads of a taquilla. A movement counts in exactly one register
 * (`cash_register_id`) once it is APROBADO; pending, rejected and annulled ones count in none.
 */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: identityId(),
    kind: text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    taquillaId: requiredRef('taquilla_id', () => partners.id),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    exchangeAmount: bigint('exchange_amount', { mode: 'bigint' }),
    exchangeCurrency: text('exchange_currency'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
    description: text('description').notNull().default(''),
    expenseTypeId: integer('expense_type_id').references(() => cashExpenseTypes.id),
    /** The ticket whose prize this outcome paid. */
    ticketId: bigint('ticket_id', { mode: 'number' }),
    /** Written by the product itself (a prize paid, a polla sale or its annulment): never annulled from the cash screens. */
    writtenBySystem: boolean('written_by_system').notNull().default(false),
    evidenceImageIds: integer('evidence_image_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Reloads sent together ("global") share it. */
    batchId: text('batch_id'),
    status: text('status', { enum: CASH_MOVEMENT_STATUSES }).notNull(),
    businessDate: date('business_date').notNull(),
    cashRegisterId: integer('cash_register_id').references(() => cashRegisters.id),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handleObservation: text('handle_observation'),
  },
  (t) => [
    uniqueIndex('cash_movements_reference_uq').on(t.reference).where(sql`reference IS NOT NULL`),
    uniqueIndex('cash_movements_ticket_uq').on(t.ticketId).where(sql`ticket_id IS NOT NULL`),
    index('cash_movements_register_idx').on(t.cashRegisterId),
    index('cash_movements_taquilla_date_idx').on(t.taquillaId, t.businessDate),
    index('cash_movements_pending_idx').on(t.status).where(sql`status = 'PENDIENTE'`),
    check('cash_movements_amount_positive', sql`${t.amount} > 0`),
    check('cash_movements_counted_has_register', sql`status <> 'APROBADO' OR cash_register_id IS NOT NULL`),
  ],
);

export const CASH_TICKET_EVENTS = ['VENTA', 'ANULACION'] as const;

/**
 * The register each ticket's sale and annulment counted in: claimed when a register is computed,
 * once (the key), so a late annulment lands in the next open register and never in two.
 */
export const cashTicketClaims = pgTable(
  'cash_ticket_claims',
  {
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    event: text('event', { enum: CASH_TICKET_EVENTS }).notNull(),
    cashRegisterId: requiredRef('cash_register_id', () => cashRegisters.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.event] }), index('cash_ticket_claims_register_idx').on(t.cashRegisterId)],
);
