import { imageUrl, type GeneralDraw, type GeneralProduct, type ProductType } from '@banca/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  betTypes,
  draws,
  lotteries,
  locationMunicipalities,
  locationStates,
  productCategories,
  products,
} from '../../db/schema';
import { hhmm } from '../draws';

/** Only what can be sold: the row, its product and its lottery all ACTIVE. */
const sellable = and(eq(products.status, 'ACTIVE'), eq(lotteries.status, 'ACTIVE'));

export async function activeDraws(db: Db, productId?: number): Promise<GeneralDraw[]> {
  return db
    .select({
      id: draws.id,
      name: draws.name,
      product_id: draws.productId,
      product_name: products.name,
      draw_time: hhmm(draws.drawTime),
      slot: draws.slot,
      display_order: draws.displayOrder,
      weekdays: draws.weekdays,
      close_minutes: draws.closeMinutes,
    })
    .from(draws)
    .innerJoin(products, eq(products.id, draws.productId))
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .where(and(eq(draws.status, 'ACTIVE'), sellable, productId ? eq(draws.productId, productId) : undefined))
    .orderBy(asc(products.name), asc(draws.drawTime));
}

export async function activeDrawTimes(db: Db): Promise<{ time: string }[]> {
  const rows = await db
    .selectDistinct({ time: hhmm(draws.drawTime) })
    .from(draws)
    .innerJoin(products, eq(products.id, draws.productId))
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .where(and(eq(draws.status, 'ACTIVE'), sellable));
  return rows.sort((a, b) => a.time.localeCompare(b.time));
}

export async function activeLotteries(db: Db) {
  const rows = await db
    .select({
      id: lotteries.id,
      name: lotteries.name,
      abbreviation: lotteries.abbreviation,
      logo: lotteries.logoImageId,
    })
    .from(lotteries)
    .where(eq(lotteries.status, 'ACTIVE'))
    .orderBy(asc(lotteries.name));
  return rows.map(({ logo, ...row }) => ({ ...row, logo_url: logo ? imageUrl(logo) : null }));
}

export async function activeProducts(
  db: Db,
  filters: { lottery_id?: number | undefined; product_type?: ProductType | undefined },
): Promise<GeneralProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      product_type: products.productType,
      lottery_id: products.lotteryId,
      lottery_name: lotteries.name,
      category_id: products.categoryId,
      image: products.imageId,
    })
    .from(products)
    .innerJoin(lotteries, eq(lotteries.id, products.lotteryId))
    .where(
      and(
        sellable,
        filters.lottery_id ? eq(products.lotteryId, filters.lottery_id) : undefined,
        filters.product_type ? eq(products.productType, filters.product_type) : undefined,
      ),
    )
    .orderBy(asc(products.name));
  return rows.map(({ image, ...row }) => ({ ...row, image_url: image ? imageUrl(image) : null }));
}

export const activeCategories = (db: Db) =>
  db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.status, 'ACTIVE'))
    .orderBy(asc(productCategories.name));

export const activeBetTypes = (db: Db) =>
  db
    .select({
      id: betTypes.id,
      code: betTypes.code,
      name: betTypes.name,
      digits: betTypes.digits,
      needs_sign: betTypes.needsSign,
    })
    .from(betTypes)
    .where(eq(betTypes.status, 'ACTIVE'))
    .orderBy(asc(betTypes.id));

export const states = (db: Db) =>
  db
    .select({ id: locationStates.id, name: locationStates.name, country_iso2: locationStates.countryIso2 })
    .from(locationStates)
    .orderBy(asc(locationStates.name));

export async function stateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locationStates.id }).from(locationStates).where(eq(locationStates.id, id));
  return Boolean(row);
}

export const municipalitiesOf = (db: Db, stateId: number) =>
  db
    .select({
      id: locationMunicipalities.id,
      state_id: locationMunicipalities.stateId,
      name: locationMunicipalities.name,
    })
    .from(locationMunicipalities)
    .where(eq(locationMunicipalities.stateId, stateId))
    .orderBy(asc(locationMunicipalities.name));
