import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The links of the tamper-evident chains (ADR 057), one row per record of `audit_log` (chain
 * `audit`) and of `ledger_entries` with its legs (chain `ledger`). The sealer job writes them after
 * the records commit, numbering each chain's links itself (`seq`, in the order it chained them,
 * which need not be the records' id order): `hash = sha256(previous link's hash, "\n", the record's
 * canonical text)`. The records' own tables stay as they were (the ledger is append-only).
 */
export const integrityLinks = pgTable(
  'integrity_links',
  {
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    recordId: bigint('record_id', { mode: 'bigint' }).notNull(),
    hash: text('hash').notNull(),
    chainedAt: timestamp('chained_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.seq] }), uniqueIndex('integrity_links_record_uq').on(t.chain, t.recordId)],
);

/**
 * How far each chain is known complete: every record with an id up to `settled_id` is chained,
 * since every transaction that could still write one had ended. `pending_id` becomes settled once
 * every transaction running when it was read (those below `pending_xmax`) has ended.
 */
export const integrityWatermarks = pgTable('integrity_watermarks', {
  chain: text('chain').primaryKey(),
  settledId: bigint('settled_id', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  pendingId: bigint('pending_id', { mode: 'bigint' }),
  pendingXmax: bigint('pending_xmax', { mode: 'bigint' }),
});

/**
 * One digest per closed business day, over each chain's head at the day's end and the previous
 * day's digest (ADR 057). `heads` is the versioned list of named heads the digest covers.
 */
export const integrityDayDigests = pgTable('integrity_day_digests', {
  day: date('day').primaryKey(),
  version: integer('version').notNull(),
  zone: text('zone').notNull(),
  heads: jsonb('heads').notNull(),
  previous: text('previous'),
  digest: text('digest').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The seal of one banca's tickets on one draw occurrence, written when the occurrence closes
 * (ADR 060): the counts, the totals per currency, the breakdowns per number and play type and
 * per agency (jsonb arrays of rows whose values are decimal strings), the head of the hash chain
 * over its tickets and the digest over all of it (`draw-seal/v1`). A row is never changed: a later
 * change is a row of `draw_seal_corrections`.
 */
export const drawSeals = pgTable(
  'draw_seals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys, as the sale tables it reads (ADR 032): occurrences and bancas are never deleted.
    occurrenceId: integer('occurrence_id').notNull(),
    bancaId: integer('banca_id').notNull(),
    version: integer('version').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
    tickets: integer('tickets').notNull(),
    plays: integer('plays').notNull(),
    annulledTickets: integer('annulled_tickets').notNull(),
    annulledPlays: integer('annulled_plays').notNull(),
    totals: jsonb('totals').notNull(),
    byNumber: jsonb('by_number').notNull(),
    byAgency: jsonb('by_agency').notNull(),
    ticketsHead: text('tickets_head').notNull(),
    digest: text('digest').notNull(),
  },
  (t) => [uniqueIndex('draw_seals_occurrence_banca_uq').on(t.occurrenceId, t.bancaId)],
);

/**
 * A change made after a draw was sealed, linked to the seal it would have altered, which stays as
 * it was (ADR 060): an administrator's annulment of a ticket of the draw (`ANNULMENT`, naming the
 * ticket and the amount its plays on the draw leave the seal's figures) or a corrected result
 * (`RESULT`). Written in the change's own transaction, beside its audit row.
 */
export const drawSealCorrections = pgTable(
  'draw_seal_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sealId: bigint('seal_id', { mode: 'number' })
      .notNull()
      .references(() => drawSeals.id),
    kind: text('kind', { enum: ['ANNULMENT', 'RESULT'] }).notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    currency: text('currency'),
    plays: integer('plays'),
    amount: bigint('amount', { mode: 'bigint' }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draw_seal_corrections_seal_idx').on(t.sealId, t.ticketId)],
);
