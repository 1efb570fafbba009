import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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

const KINDS = sql.raw(
  `'SELLER_RATE', 'SAME_NUMBER_BEFORE_CLOSE', 'ANNULMENTS_BEFORE_CLOSE', 'WINNER_SHARE', 'LATE_PRIZE_PAYMENT', 'REPEATED_PAYER', 'OFF_HOURS_SALES', 'FAILED_PRIZE_CODES'`,
);

/**
 * A banca's anomaly rule (ADR 061): one per kind, its parameters as data (validated per kind by the
 * contracts), on or off. Every banca starts with every kind at its defaults (the migration, then a
 * trigger on new bancas).
 */
export const anomalyRules = pgTable(
  'anomaly_rules',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('anomaly_rules_kind', sql`${t.kind} IN (${KINDS})`),
    uniqueIndex('anomaly_rules_uq').on(t.bancaId, t.kind),
  ],
);

/**
 * An alert an anomaly rule raised: once per cause (the cause key is unique per banca and kind), with
 * its evidence and the tickets behind it; its subject partner's path scopes who sees it.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bancaId: requiredRef('banca_id', () => partners.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    partnerPath: text('partner_path').notNull(),
    kind: text('kind').notNull(),
    causeKey: text('cause_key').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    evidence: jsonb('evidence').notNull(),
    ticketIds: bigint('ticket_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').notNull().default('ABIERTA'),
    note: text('note'),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('alerts_kind', sql`${t.kind} IN (${KINDS})`),
    check('alerts_status', sql`${t.status} IN ('ABIERTA', 'RECONOCIDA', 'DESCARTADA')`),
    uniqueIndex('alerts_cause_uq').on(t.bancaId, t.kind, t.causeKey),
    index('alerts_path_raised_idx').on(t.partnerPath.op('text_pattern_ops'), t.raisedAt),
    index('alerts_open_idx')
      .on(t.partnerPath.op('text_pattern_ops'))
      .where(sql`status = 'ABIERTA'`),
  ],
);

/**
 * A prize check or payment refused for a wrong security code or an unknown serial: written beside
 * the refusal, off the sale path, so repeated guessing can be watched.
 */
export const prizeCodeFailures = pgTable(
  'prize_code_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bancaId: requiredRef('banca_id', () => partners.id),
    taquillaId: requiredRef('taquilla_id', () => partners.id),
    userId: requiredRef('user_id', () => users.id),
    serial: text('serial').notNull(),
    /** The ticket when the serial exists (the code was wrong); null for an unknown serial. */
    ticketId: bigint('ticket_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prize_code_failures_at_idx').on(t.at)],
);

/**
 * The seller-rate rule's baseline (ADR 061): each seller's tickets per local day and hour of the
 * sale, with the first and last ticket ids of the hour, counted by the rule from the tickets the
 * rollup fold has passed (`anomaly_watch_state`), so a pass reads a few rows per seller instead of
 * weeks of tickets. Days older than the longest history a rule may ask for are dropped.
 */
export const sellerHourCounts = pgTable(
  'seller_hour_counts',
  {
    sellerId: integer('seller_id').notNull(),
    hour: smallint('hour').notNull(),
    day: date('day').notNull(),
    bancaId: integer('banca_id').notNull(),
    tickets: integer('tickets').notNull(),
    firstTicketId: bigint('first_ticket_id', { mode: 'number' }).notNull(),
    lastTicketId: bigint('last_ticket_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.hour, t.day] }), index('seller_hour_counts_day_idx').on(t.day, t.hour)],
);

/** The one row of the anomaly watch: tickets up to `counted_ticket_id` are in `seller_hour_counts`. */
export const anomalyWatchState = pgTable(
  'anomaly_watch_state',
  {
    id: smallint('id').primaryKey().default(1),
    countedTicketId: bigint('counted_ticket_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('anomaly_watch_state_one_row', sql`${t.id} = 1`)],
);
