import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { users } from './users';

/**
 * A user of this database linked to its account in another database of the operator (ADR 049),
 * proved with that account's password; switching opens a session there.
 */
export const crossDbLinks = pgTable(
  'cross_db_links',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dbName: text('db_name').notNull(),
    remoteUserId: integer('remote_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cross_db_links_user_db_uq').on(t.userId, t.dbName), index('cross_db_links_user_idx').on(t.userId)],
);
