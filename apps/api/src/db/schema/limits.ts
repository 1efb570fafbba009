import { sql } from 'drizzle-orm';
import { bigint, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredRef, updatedAt } from './columns';
import { betTypes, draws, products } from './catalogue';
import { partners } from './partners';

/**
 * Cupo: the most a partner's subtree may sell on one number in one draw occurrence, per bet
 * type. Set on a partner for a product (all its draws) or one draw; inherited downwards unless a
 * descendant overrides it. Minor units of the partner's currency.
 */
export const regularQuotas = pgTable(
  'regular_quotas',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    productId: requiredRef('product_id', () => products.id),
    drawId: integer('draw_id').references(() => draws.id),
    betTypeId: requiredRef('bet_type_id', () => betTypes.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('regular_quotas_uq').on(t.partnerId, t.productId, sql`coalesce(${t.drawId}, 0)`, t.betTypeId)],
);

/** Tope: the banca-wide ceiling per number per draw occurrence per bet type. */
export const topQuotas = pgTable(
  'top_quotas',
  {
    id: identityId(),
    bancaId: requiredRef('banca_id', () => partners.id),
    productId: requiredRef('product_id', () => products.id),
    drawId: integer('draw_id').references(() => draws.id),
    betTypeId: requiredRef('bet_type_id', () => betTypes.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('top_quotas_uq').on(t.bancaId, t.productId, sql`coalesce(${t.drawId}, 0)`, t.betTypeId)],
);

export const COMMISSION_TYPES = ['VENTA'] as const;
export const PARTICIPATION_TYPES = ['NINGUNA', 'UTILIDAD'] as const;

/**
 * Commission of a partner per product (and optionally bet type): a percentage of sales;
 * participation: a percentage of (sales − prizes − commission) when positive.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: identityId(),
    partnerId: requiredRef('partner_id', () => partners.id),
    productId: requiredRef('product_id', () => products.id),
    betTypeId: integer('bet_type_id').references(() => betTypes.id),
    commissionType: text('commission_type', { enum: COMMISSION_TYPES }).notNull().default('VENTA'),
    commissionPct: numeric('commission_pct', { precision: 5, scale: 2 }).notNull(),
    participationType: text('participation_type', { enum: PARTICIPATION_TYPES }).notNull().default('NINGUNA'),
    participationPct: numeric('participation_pct', { precision: 5, scale: 2 }).notNull().default('0'),
    extraPct: numeric('extra_pct', { precision: 5, scale: 2 }).notNull().default('0'),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('commissions_uq').on(t.partnerId, t.productId, sql`coalesce(${t.betTypeId}, 0)`)],
);
