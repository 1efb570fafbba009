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
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { partners } from './partners';
import { users } from './users';

/** Where an entry comes from: typed by a person, or written by the system (settlement, payment). */
export const ENTRY_ORIGINS = ['MANUAL', 'AUTOMATIC'] as const;
/** What wrote an entry (ADR 044). */
export const ENTRY_KINDS = ['MANUAL', 'SETTLEMENT', 'PAYMENT', 'REVERSAL'] as const;

/**
 * The chart of accounts. A row without partner is a system account, the same for the whole
 * operator (daily settlement, payments); the others belong to the partner that created them.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: identityId(),
    partnerId: integer('partner_id').references(() => partners.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_owner_code_uq').on(sql`coalesce(${t.partnerId}, 0)`, sql`lower(${t.code})`),
    index('accounts_partner_idx').on(t.partnerId),
  ],
);

/**
 * One movement between two partners (ADR 044): the contributor's balance rises by `amount`, the
 * beneficiary's falls by it, in one currency. Immutable: a correction is a new entry that
 * reverses it (`reverses_entry_id`). Written only by `banca_post_entry`, with its two legs.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessDate: date('business_date').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    contributorId: requiredRef('contributor_id', () => partners.id),
    beneficiaryId: requiredRef('beneficiary_id', () => partners.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    origin: text('origin', { enum: ENTRY_ORIGINS }).notNull(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    observation: text('observation').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id),
    paymentId: bigint('payment_id', { mode: 'number' }),
    /** The partner whose business day a settlement entry settles. */
    settlementPartnerId: integer('settlement_partner_id').references(() => partners.id),
  },
  (t) => [
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check('ledger_entries_two_parties', sql`${t.contributorId} <> ${t.beneficiaryId}`),
    uniqueIndex('ledger_entries_reverses_uq').on(t.reversesEntryId),
    uniqueIndex('ledger_entries_payment_uq').on(t.paymentId),
    index('ledger_entries_settlement_idx')
      .on(t.settlementPartnerId, t.businessDate, t.currency)
      .where(sql`${t.settlementPartnerId} IS NOT NULL`),
    index('ledger_entries_date_idx').on(t.businessDate),
  ],
);

/**
 * The two legs of an entry: what it does to each partner's balance (signed minor units). A
 * balance is the sum of a partner's legs, never a stored number.
 */
export const ledgerLegs = pgTable(
  'ledger_legs',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    businessDate: date('business_date').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.partnerId] }),
    check('ledger_legs_amount_nonzero', sql`${t.amount} <> 0`),
    index('ledger_legs_balance_idx').on(t.partnerId, t.currency, t.businessDate, t.amount),
  ],
);

/**
 * Each partner's legs summed per currency and business day (ADR 044): written only by
 * `banca_post_entry`, in the statement that writes the legs, so it never differs from them. The
 * balance of a day reads the days before it here instead of adding a year of legs. A `numeric`:
 * a day's sum of amounts that each fit a `bigint` need not fit one itself.
 */
export const ledgerDaySums = pgTable(
  'ledger_day_sums',
  {
    partnerId: requiredRef('partner_id', () => partners.id),
    currency: text('currency').notNull(),
    businessDate: date('business_date').notNull(),
    amount: numeric('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.currency, t.businessDate] })],
);

/**
 * When the whole network's settlement of a business day last ran (ADR 044), whether it posted
 * anything or not: `banca_settle_day` writes it, in its transaction, when it settles every
 * partner. The scheduler settles a day again only once a draw of it is awarded after that run; a
 * settlement of a subtree does not count as the day's run.
 */
export const settlementRuns = pgTable('settlement_runs', {
  businessDate: date('business_date').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
