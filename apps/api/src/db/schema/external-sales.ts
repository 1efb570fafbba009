import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredRef } from './columns';
import { partners } from './partners';
import { users } from './users';

/**
 * Figures of other sales systems (the `external-systems` lookup), imported per business day,
 * partner (an agency or a taquilla), system and currency: one row per key, so importing the same
 * key again replaces it. Amounts in minor units of `currency`; `details` keeps the imported row's
 * other keys, normalised (spaces → `_`). Read by external-reports and beside our own sales in
 * the general report; never added to the sales rollups.
 */
export const externalSales = pgTable(
  'external_sales',
  {
    id: identityId(),
    businessDate: date('business_date').notNull(),
    partnerId: requiredRef('partner_id', () => partners.id),
    externalSystem: text('external_system').notNull(),
    currency: text('currency').notNull(),
    sales: bigint('sales', { mode: 'bigint' }).notNull(),
    prizes: bigint('prizes', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    tickets: integer('tickets'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    importedBy: requiredRef('imported_by', () => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_sales_key').on(t.businessDate, t.partnerId, t.externalSystem, t.currency),
    index('external_sales_partner_idx').on(t.partnerId, t.businessDate),
    check('external_sales_amounts', sql`${t.sales} >= 0 AND ${t.prizes} >= 0 AND ${t.commission} >= 0`),
  ],
);

export type ExternalSaleRow = typeof externalSales.$inferSelect;
export type NewExternalSaleRow = typeof externalSales.$inferInsert;
