import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns';
import { partnerKind, partnerStatus } from './enums';

/**
 * The network tree: BANCA → DISTRIBUIDOR (any depth) → AGENCIA → TAQUILLA.
 * `path` is the materialised path of ids (`/1/4/9/`): a subtree is `path LIKE '/1/4/%'`.
 */
export const partners = pgTable(
  'partners',
  {
    id: identityId(),
    kind: partnerKind('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: partnerStatus('status').notNull().default('ACTIVE'),
    countryIso2: char('country_iso2', { length: 2 }).notNull(),
    currency: text('currency').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => partners.id),
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    state: text('state'),
    municipality: text('municipality'),
    /** Tax or identity document of the partner (RIF, NIT, RUC…). */
    documentId: text('document_id'),
    contactName: text('contact_name'),
    /** A taquilla whose seller sells polla. */
    isPollaSeller: boolean('is_polla_seller').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_code_uq').on(sql`lower(${t.code})`),
    index('partners_path_idx').on(t.path.op('text_pattern_ops')),
    index('partners_parent_idx').on(t.parentId),
  ],
);

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartnerRow = typeof partners.$inferInsert;
