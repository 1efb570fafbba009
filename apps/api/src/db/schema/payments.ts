import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { images } from './catalogue';
import { accounts } from './ledger';
import { partners } from './partners';
import { users } from './users';

export const PAYMENT_METHOD_TYPE_CODES = ['CUENTA_BANCARIA', 'PAGO_MOVIL', 'ZELLE', 'EFECTIVO', 'OTRO'] as const;
export const PAYMENT_STATUS_CODES = ['PENDING', 'CONFIRMED', 'REJECTED', 'DELETED'] as const;

/** Where a partner receives money: a bank account, pago móvil, Zelle, cash… with the type's details. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    type: text('type', { enum: PAYMENT_METHOD_TYPE_CODES }).notNull(),
    alias: text('alias').notNull(),
    description: text('description').notNull().default(''),
    bankCode: text('bank_code'),
    holderName: text('holder_name'),
    holderDocumentType: text('holder_document_type'),
    holderDocumentNumber: text('holder_document_number'),
    phone: text('phone'),
    email: text('email'),
    accountNumber: text('account_number'),
    accountType: text('account_type'),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_alias_uq')
      .on(t.partnerId, sql`lower(${t.alias})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * A payment a partner (payer) reports to the partner responsible for its payments (payee), into
 * one of the payee's methods. PENDING → CONFIRMED (with its ledger entry) | REJECTED | DELETED.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payerId: requiredRef('payer_id', () => partners.id),
    payeeId: requiredRef('payee_id', () => partners.id),
    paymentMethodId: requiredRef('payment_method_id', () => paymentMethods.id),
    accountId: requiredRef('account_id', () => accounts.id),
    paymentDate: date('payment_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    observation: text('observation').notNull().default(''),
    status: text('status', { enum: PAYMENT_STATUS_CODES }).notNull().default('PENDING'),
    rejectionObservation: text('rejection_observation'),
    createdBy: requiredRef('created_by', () => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payments_reference_uq')
      .on(t.paymentMethodId, t.payerId, sql`lower(${t.reference})`)
      .where(sql`${t.status} <> 'DELETED'`),
    index('payments_payer_idx').on(t.payerId, t.status),
    index('payments_payee_idx').on(t.payeeId, t.status),
  ],
);

/** The evidence of a payment (images of the transfer). */
export const paymentImages = pgTable(
  'payment_images',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    imageId: requiredRef('image_id', () => images.id),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.imageId] }), index('payment_images_image_idx').on(t.imageId)],
);

/** Kinds of exchange rate (spec: nombre and codigo), e.g. BCV, paralelo. */
export const rateTypes = pgTable(
  'rate_types',
  {
    id: identityId(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_types_codigo_uq').on(sql`lower(${t.codigo})`)],
);

/** A partner's exchange rate of one day and type: units of its currency per dollar. */
export const rates = pgTable(
  'rates',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    rateTypeId: requiredRef('rate_type_id', () => rateTypes.id),
    businessDate: date('business_date').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('rates_rate_positive', sql`${t.rate} > 0`),
    uniqueIndex('rates_partner_type_day_uq').on(t.partnerId, t.rateTypeId, t.businessDate),
  ],
);
