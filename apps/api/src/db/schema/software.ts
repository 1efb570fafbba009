import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef } from './columns';
import { terminals } from './network';
import { partners } from './partners';
import { users } from './users';

/**
 * Versions of the terminals' app, per banca and channel (ADR 049). A row is registered from the
 * APK's analysis; its file is uploaded straight to the storage and the row becomes DISPONIBLE
 * once the server has checked the stored object.
 */
export const softwareVersions = pgTable(
  'software_versions',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    channel: text('channel', { enum: ['ESTABLE', 'PRUEBAS'] }).notNull(),
    packageName: text('package_name').notNull(),
    versionCode: integer('version_code').notNull(),
    versionName: text('version_name').notNull(),
    minSdk: integer('min_sdk'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: ['PENDIENTE', 'DISPONIBLE'] }).notNull().default('PENDIENTE'),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('software_versions_code_uq').on(t.bancaId, t.packageName, t.versionCode),
    index('software_versions_latest_idx')
      .on(t.bancaId, t.channel, t.versionCode)
      .where(sql`status = 'DISPONIBLE'`),
  ],
);

/** What each terminal last said it runs, and on which channel (who is behind is read from here). */
export const terminalSoftware = pgTable('terminal_software', {
  terminalId: integer('terminal_id')
    .primaryKey()
    .references(() => terminals.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ['ESTABLE', 'PRUEBAS'] }).notNull(),
  versionCode: integer('version_code').notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
});
