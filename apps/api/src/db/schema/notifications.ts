import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { partners } from './partners';
import { users } from './users';

/**
 * What a user is told: one row per recipient, written in the transaction of the event it tells
 * (a payment confirmed, a draw suspended…), so an event rolled back tells nobody. Unread until
 * `read_at`. `dedupe_key` keeps an event that may be noticed twice (a prize about to expire) to
 * one row per user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A screen of the web app (`/admin/...`) where the user acts on it. */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

/**
 * A sales target (meta): the net sales (sold − annulled, from the rollups) a partner of the
 * network should reach between two business dates, in its currency. A seller's target is set on
 * its taquilla, which is what the sales are counted by.
 */
export const salesTargets = pgTable(
  'sales_targets',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    currency: text('currency').notNull(),
    targetAmount: bigint('target_amount', { mode: 'bigint' }).notNull(),
    note: text('note'),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_targets_period_uq').on(t.partnerId, t.dateFrom, t.dateTo),
    index('sales_targets_dates_idx').on(t.dateTo, t.dateFrom),
    check('sales_targets_dates_ck', sql`${t.dateFrom} <= ${t.dateTo}`),
    check('sales_targets_amount_ck', sql`${t.targetAmount} > 0`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type SalesTargetRow = typeof salesTargets.$inferSelect;
