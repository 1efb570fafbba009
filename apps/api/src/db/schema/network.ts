import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredRef, updatedAt } from './columns';
import { partners } from './partners';

/** Settings of a banca (root partner): its zone and the texts printed on tickets. */
export const bancaSettings = pgTable('banca_settings', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  timezone: text('timezone').notNull(),
  ticketHeader: text('ticket_header').notNull().default(''),
  ticketFooter: text('ticket_footer').notNull().default(''),
  /** Any taquilla of the banca may pay a prize (default: only those of the seller's agency). */
  payPrizesAnywhere: boolean('pay_prizes_anywhere').notNull().default(false),
  /**
   * The largest amount a manual entry, a payment or a cash movement may carry, per currency, in
   * minor units; null keeps the product's default (`MONEY_MAXIMUM_DEFAULTS`).
   */
  maxAmountBs: bigint('max_amount_bs', { mode: 'bigint' }),
  maxAmountUsd: bigint('max_amount_usd', { mode: 'bigint' }),
  maxAmountCop: bigint('max_amount_cop', { mode: 'bigint' }),
  /**
   * Prizes of at least this much (minor units of the banca's currency) are paid only to an
   * identified winner (`prize_winners`); null: never.
   */
  identifyWinnersFrom: bigint('identify_winners_from', { mode: 'bigint' }),
  updatedAt: updatedAt(),
});

/** Agency settings (spec: agency config). */
export const agencyConfig = pgTable('agency_config', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  /** Who the agency settles with; null means its parent. */
  paymentsResponsiblePartnerId: integer('payments_responsible_partner_id').references(() => partners.id),
  updatedAt: updatedAt(),
});

/**
 * Bets settings of an agency, or the banca's default (a row on the banca). Amounts in minor
 * units of the partner's currency.
 */
export const betsConfig = pgTable('bets_config', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  minPerPlay: bigint('min_per_play', { mode: 'bigint' }).notNull(),
  maxPerPlay: bigint('max_per_play', { mode: 'bigint' }).notNull(),
  maxPerTicket: bigint('max_per_ticket', { mode: 'bigint' }).notNull(),
  minutesBeforeClose: integer('minutes_before_close').notNull().default(5),
  annulmentWindowMinutes: integer('annulment_window_minutes').notNull().default(5),
  maxAnnulmentsPerDay: integer('max_annulments_per_day').notNull().default(10),
  prizeValidityDays: integer('prize_validity_days').notNull().default(3),
  updatedAt: updatedAt(),
});

export const TERMINAL_STATUSES = ['BOUND', 'RELEASED'] as const;

/** A device bound to a taquilla. */
export const terminals = pgTable(
  'terminals',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    deviceId: text('device_id').notNull(),
    status: text('status', { enum: TERMINAL_STATUSES }).notNull().default('BOUND'),
    softwareVersion: text('software_version'),
    lastConnectionAt: timestamp('last_connection_at', { withTimezone: true }),
    lastDisconnectionAt: timestamp('last_disconnection_at', { withTimezone: true }),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('terminals_partner_idx').on(t.partnerId), uniqueIndex('terminals_device_uq').on(t.deviceId)],
);
