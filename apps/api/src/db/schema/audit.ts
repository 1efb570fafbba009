import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change that matters to the business: who (user, role, partner), what (action,
 * entity, before and after), when and from where. Written in the same transaction as the change.
 * No foreign keys: the log outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    role: text('role'),
    partnerId: integer('partner_id'),
    /** The partner the change is about (a user's, a cupo's…), so its banca's admins see it too. */
    subjectPartnerId: integer('subject_partner_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_idx').on(t.userId),
    index('audit_log_partner_idx').on(t.partnerId),
    index('audit_log_subject_partner_idx').on(t.subjectPartnerId),
  ],
);
