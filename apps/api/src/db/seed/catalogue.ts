import { ALL_WEEKDAYS, type BetTypeCode, type ProductType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { draws, images, lotteries, productBetTypes, productCategories, products, productSymbols } from '../schema';
import { ensureBetTypes } from './bet-types';
import { badgeImage, hueOf, symbolImage, type GeneratedImage } from './demo-images';

/**
 * The demo catalogue (DOMAIN §2): Lotto Activo and La Granjita (animalitos, 0, 00 and 1–36),
 * Triple Caracas and Triple Zulia (triples), and a polla; their bet types with realistic
 * multipliers and their draws on every weekday. Pictures are generated SVGs (demo-images.ts);
 * their bytes reach the storage when the API starts (images module).
 */

/** The classic animalito list, shared by Lotto Activo and La Granjita. */
export const ANIMALITOS: readonly (readonly [string, string])[] = [
  ['0', 'Delfín'],
  ['00', 'Ballena'],
  ['1', 'Carnero'],
  ['2', 'Toro'],
  ['3', 'Ciempiés'],
  ['4', 'Alacrán'],
  ['5', 'León'],
  ['6', 'Rana'],
  ['7', 'Perico'],
  ['8', 'Ratón'],
  ['9', 'Águila'],
  ['10', 'Tigre'],
  ['11', 'Gato'],
  ['12', 'Caballo'],
  ['13', 'Mono'],
  ['14', 'Paloma'],
  ['15', 'Zorro'],
  ['16', 'Oso'],
  ['17', 'Pavo'],
  ['18', 'Burro'],
  ['19', 'Chivo'],
  ['20', 'Cochino'],
  ['21', 'Gallo'],
  ['22', 'Camello'],
  ['23', 'Cebra'],
  ['24', 'Iguana'],
  ['25', 'Gallina'],
  ['26', 'Vaca'],
  ['27', 'Perro'],
  ['28', 'Zamuro'],
  ['29', 'Elefante'],
  ['30', 'Caimán'],
  ['31', 'Lapa'],
  ['32', 'Ardilla'],
  ['33', 'Pescado'],
  ['34', 'Venado'],
  ['35', 'Jirafa'],
  ['36', 'Culebra'],
];

interface DemoProduct {
  name: string;
  lottery: string;
  type: ProductType;
  category: string;
  symbols: readonly (readonly [string, string])[];
  betTypes: Partial<Record<BetTypeCode, string>>;
  drawTimes: readonly string[];
  closeMinutes: number;
  hue: number;
}

export const DEMO_CATEGORIES = ['Animalitos', 'Triples', 'Polla'] as const;

export const DEMO_LOTTERIES = [
  { name: 'Lotto Activo', abbreviation: 'LA', hue: 140 },
  { name: 'La Granjita', abbreviation: 'LG', hue: 28 },
  { name: 'Triple Caracas', abbreviation: 'TC', hue: 210 },
  { name: 'Triple Zulia', abbreviation: 'TZ', hue: 265 },
  { name: 'Polla Animalitos', abbreviation: 'PLA', hue: 330 },
] as const;

const hourly = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
const TRIPLE_MULTIPLIERS = { TRIPLE: '600', TERMINAL: '60', TRIPLE_SIGNO: '6000', TERMINAL_SIGNO: '600' } as const;

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Lotto Activo',
    lottery: 'Lotto Activo',
    type: 'ANIMALITOS',
    category: 'Animalitos',
    symbols: ANIMALITOS,
    betTypes: { ANIMALITO: '30' },
    drawTimes: hourly(8, 19),
    closeMinutes: 5,
    hue: 140,
  },
  {
    name: 'La Granjita',
    lottery: 'La Granjita',
    type: 'ANIMALITOS',
    category: 'Animalitos',
    symbols: ANIMALITOS,
    betTypes: { ANIMALITO: '30' },
    drawTimes: hourly(8, 19),
    closeMinutes: 5,
    hue: 28,
  },
  {
    name: 'Triple Caracas',
    lottery: 'Triple Caracas',
    type: 'TRIPLE',
    category: 'Triples',
    symbols: [],
    betTypes: TRIPLE_MULTIPLIERS,
    drawTimes: ['13:00', '16:30', '19:00'],
    closeMinutes: 10,
    hue: 210,
  },
  {
    name: 'Triple Zulia',
    lottery: 'Triple Zulia',
    type: 'TRIPLE',
    category: 'Triples',
    symbols: [],
    betTypes: TRIPLE_MULTIPLIERS,
    drawTimes: ['12:45', '16:45', '19:05'],
    closeMinutes: 10,
    hue: 265,
  },
  {
    name: 'Polla Animalitos',
    lottery: 'Polla Animalitos',
    type: 'POLLA',
    category: 'Polla',
    symbols: [],
    betTypes: {},
    drawTimes: [],
    closeMinutes: 5,
    hue: 330,
  },
];

/** Mañana before noon, Tarde until 18:59, Noche from 19:00. */
export const slotOf = (time: string): 1 | 2 | 3 => {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? 1 : hour < 19 ? 2 : 3;
};

const productBadge = (p: DemoProduct) =>
  badgeImage(
    'products',
    p.name,
    p.name
      .split(' ')
      .map((word) => word[0])
      .join(''),
    p.hue,
  );

/** Every picture of the demo catalogue, by storage key (deterministic: same bytes every time). */
export function demoCatalogueImages(): Map<string, GeneratedImage> {
  const all: GeneratedImage[] = [
    ...DEMO_LOTTERIES.map((lottery) => badgeImage('lotteries', lottery.name, lottery.abbreviation, lottery.hue)),
    ...DEMO_PRODUCTS.map(productBadge),
    ...DEMO_PRODUCTS.flatMap((product) =>
      product.symbols.map(([number, name], i) =>
        symbolImage(product.name, number, name, (product.hue + hueOf(i)) % 360),
      ),
    ),
  ];
  return new Map(all.map((image) => [image.key, image]));
}

/** Loads the demo catalogue unless a lottery exists already. Runs inside the demo seed's transaction. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteries);
  if ((existing?.n ?? 0) > 0) return false;
  const betTypeIds = await ensureBetTypes(db);

  const pictures = demoCatalogueImages();
  const imageRows = await db
    .insert(images)
    .values(
      [...pictures.values()].map((p) => ({
        storageKey: p.key,
        contentType: p.contentType,
        sizeBytes: p.bytes.length,
        sha256: p.sha256,
      })),
    )
    .returning({ id: images.id, key: images.storageKey });
  const imageId = new Map(imageRows.map((row) => [row.key, row.id]));
  const imageOf = (image: GeneratedImage) => imageId.get(image.key)!;

  const categoryRows = await db
    .insert(productCategories)
    .values(DEMO_CATEGORIES.map((name) => ({ name })))
    .returning();
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const lotteryRows = await db
    .insert(lotteries)
    .values(
      DEMO_LOTTERIES.map((l) => ({
        name: l.name,
        abbreviation: l.abbreviation,
        logoImageId: imageOf(badgeImage('lotteries', l.name, l.abbreviation, l.hue)),
      })),
    )
    .returning();
  const lotteryId = new Map(lotteryRows.map((row) => [row.name, row.id]));

  const productRows = await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        name: p.name,
        lotteryId: lotteryId.get(p.lottery)!,
        categoryId: categoryId.get(p.category)!,
        productType: p.type,
        imageId: imageOf(productBadge(p)),
      })),
    )
    .returning();
  const productId = new Map(productRows.map((row) => [row.name, row.id]));

  const symbolRows = DEMO_PRODUCTS.flatMap((p) =>
    p.symbols.map(([number, name], i) => ({
      productId: productId.get(p.name)!,
      number,
      name,
      sortOrder: i,
      imageId: imageOf(symbolImage(p.name, number, name, (p.hue + hueOf(i)) % 360)),
    })),
  );
  if (symbolRows.length) await db.insert(productSymbols).values(symbolRows);

  const betTypeRows = DEMO_PRODUCTS.flatMap((p) =>
    Object.entries(p.betTypes).map(([code, multiplier]) => ({
      productId: productId.get(p.name)!,
      betTypeId: betTypeIds.get(code as BetTypeCode)!,
      multiplier,
    })),
  );
  if (betTypeRows.length) await db.insert(productBetTypes).values(betTypeRows);

  const drawRows = DEMO_PRODUCTS.flatMap((p) => {
    const perSlot = new Map<number, number>();
    return p.drawTimes.map((time) => {
      const slot = slotOf(time);
      const order = (perSlot.get(slot) ?? 0) + 1;
      perSlot.set(slot, order);
      return {
        productId: productId.get(p.name)!,
        name: `${p.name} ${time}`,
        drawTime: time,
        slot,
        displayOrder: Math.min(order, 7),
        weekdays: [...ALL_WEEKDAYS],
        closeMinutes: p.closeMinutes,
      };
    });
  });
  if (drawRows.length) await db.insert(draws).values(drawRows);
  return true;
}
