import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { userRole, userStatus } from './enums';
import { partners } from './partners';

/** Staff who sign in. Each belongs to one partner; its role must fit the partner's kind. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    role: userRole('role').notNull(),
    partnerId: requiredRef('partner_id', () => partners.id),
    manageChilds: boolean('manage_childs').notNull().default(false),
    awardingResults: boolean('awarding_results').notNull().default(false),
    status: userStatus('status').notNull().default('ACTIVE'),
    /** Consecutive failed sign-ins; reset by a success or after an hour without failures. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    /** No sign-in attempt is even checked before this instant (growing delays). */
    loginBlockedUntil: timestamp('login_blocked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(sql`lower(${t.username})`), index('users_partner_idx').on(t.partnerId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
