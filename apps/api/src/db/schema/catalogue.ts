import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredRef, updatedAt } from './columns';
import { users } from './users';

export const CATALOGUE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const PRODUCT_TYPES = ['ANIMALITOS', 'TRIPLE', 'TERMINAL', 'POLLA'] as const;

const status = () => text('status', { enum: CATALOGUE_STATUSES }).notNull().default('ACTIVE');
const stamps = {
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

/** Uploaded images (logos, product images, symbols); the bytes live behind a storage interface. */
export const images = pgTable('images', {
  id: identityId(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  createdAt: createdAt(),
});

export const lotteries = pgTable(
  'lotteries',
  {
    id: identityId(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    logoImageId: integer('logo_image_id').references(() => images.id),
    /** The zone its draw times are in (IANA name). */
    timezone: text('timezone').notNull().default('America/Caracas'),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('lotteries_name_uq').on(sql`lower(${t.name})`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: identityId(),
    name: text('name').notNull(),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('product_categories_name_uq').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: identityId(),
    lotteryId: requiredRef('lottery_id', () => lotteries.id),
    categoryId: integer('category_id').references(() => productCategories.id),
    name: text('name').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    imageId: integer('image_id').references(() => images.id),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('products_name_uq').on(sql`lower(${t.name})`), index('products_lottery_idx').on(t.lotteryId)],
);

/** Animalito symbols: `number` is a string, so `0` and `00` differ. */
export const productSymbols = pgTable(
  'product_symbols',
  {
    id: identityId(),
    productId: requiredRef('product_id', () => products.id),
    number: text('number').notNull(),
    name: text('name').notNull(),
    imageId: integer('image_id').references(() => images.id),
    sortOrder: integer('sort_order').notNull(),
    /** A symbol taken out of a product is made INACTIVE, never deleted: sold plays keep it. */
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('product_symbols_uq').on(t.productId, t.number)],
);

/** What a play is: ANIMALITO, TRIPLE, TERMINAL, with sign, … */
export const betTypes = pgTable('bet_types', {
  id: identityId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Digits of the number (3 for a triple, 2 for a terminal); null for symbol-based plays. */
  digits: smallint('digits'),
  needsSign: boolean('needs_sign').notNull().default(false),
  status: status(),
});

/** Which bet types a product sells, and at what payout multiplier (data, never constants). */
export const productBetTypes = pgTable(
  'product_bet_types',
  {
    id: identityId(),
    productId: requiredRef('product_id', () => products.id),
    betTypeId: requiredRef('bet_type_id', () => betTypes.id),
    multiplier: numeric('multiplier', { precision: 12, scale: 2 }).notNull(),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('product_bet_types_uq').on(t.productId, t.betTypeId)],
);

/** A product's scheduled draw. Weekdays: 0 = domingo … 6 = sábado. */
export const draws = pgTable(
  'draws',
  {
    id: identityId(),
    productId: requiredRef('product_id', () => products.id),
    name: text('name').notNull(),
    drawTime: time('draw_time').notNull(),
    slot: smallint('slot').notNull(),
    displayOrder: smallint('display_order').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    closeMinutes: integer('close_minutes').notNull().default(5),
    status: status(),
    ...stamps,
  },
  (t) => [index('draws_product_idx').on(t.productId), uniqueIndex('draws_product_time_uq').on(t.productId, t.drawTime)],
);

export const locationStates = pgTable('location_states', {
  id: integer('id').primaryKey(),
  countryIso2: text('country_iso2').notNull(),
  name: text('name').notNull(),
});

export const locationMunicipalities = pgTable(
  'location_municipalities',
  {
    id: integer('id').primaryKey(),
    stateId: requiredRef('state_id', () => locationStates.id),
    name: text('name').notNull(),
  },
  (t) => [index('location_municipalities_state_idx').on(t.stateId)],
);
