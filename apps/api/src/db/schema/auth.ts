import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';
import { users } from './users';

/**
 * One family per sign-in. Every refresh rotates the token inside its family; presenting a
 * token that was already rotated revokes the whole family. The family's expiry is absolute.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredRef('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('refresh_families_user_idx').on(t.userId),
    // Each API process reads the families revoked lately, twice a second (RevokedSessions).
    index('refresh_families_revoked_idx')
      .on(t.revokedAt)
      .where(sql`revoked_at IS NOT NULL`),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes only. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Set when this token was exchanged for the next one. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Failed sign-ins counted by key, shared by every API process: `address:<ip>`,
 * `account:<name>:<ip>` (one account from one address) and `account:<name>` for names that
 * match no account (real accounts keep their count on the user row). A row is forgotten an hour
 * after its first failure once its delay is over.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Two-factor challenges already answered: a challenge token opens one session only. Its row is
 * written in the transaction that opens the session, and forgotten once the token has expired.
 */
export const spentChallenges = pgTable(
  'two_factor_spent_challenges',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_spent_challenges_expires_idx').on(t.expiresAt)],
);
