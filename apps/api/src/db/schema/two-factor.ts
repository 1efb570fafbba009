import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns';
import { partners } from './partners';
import { users } from './users';

/**
 * A user's TOTP secret (ADR 048), sealed with a key derived from the server's secret. The row
 * exists from the setup on; the second factor is on once `enabled_at` is set. `last_used_step`
 * refuses a code twice (a code seen over a shoulder is spent).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Recovery codes, stored as SHA-256 hashes only; each signs in once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
);

/** Per banca (root partner): whether its ADMIN_BANCA, SUPERV_BANCA and DISTRIBUIDOR users must use it. */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  bancaId: integer('banca_id')
    .primaryKey()
    .references(() => partners.id),
  required: boolean('required').notNull().default(false),
  updatedAt: updatedAt(),
});
