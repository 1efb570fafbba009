import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { betTypes, draws, images, lotteries, productBetTypes, products, productSymbols } from '../schema';
import { demoCatalogueImages } from './catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const productNamed = async (name: string) =>
  (await t.database.db.select().from(products).where(eq(products.name, name)))[0]!;

describe('demo catalogue seed', () => {
  it('loads the four lotteries of the brief and a polla', async () => {
    const rows = await t.database.db.select({ name: lotteries.name }).from(lotteries);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'La Granjita',
      'Lotto Activo',
      'Polla Animalitos',
      'Triple Caracas',
      'Triple Zulia',
    ]);
  });

  it('gives Lotto Activo and La Granjita 38 symbols where 0 and 00 are different', async () => {
    for (const name of ['Lotto Activo', 'La Granjita']) {
      const product = await productNamed(name);
      const symbols = await t.database.db.select().from(productSymbols).where(eq(productSymbols.productId, product.id));
      expect(symbols).toHaveLength(38);
      const byNumber = new Map(symbols.map((symbol) => [symbol.number, symbol.name]));
      expect(byNumber.get('0')).toBe('Delfín');
      expect(byNumber.get('00')).toBe('Ballena');
      expect(byNumber.get('36')).toBe('Culebra');
      expect(new Set(symbols.map((symbol) => symbol.imageId)).size).toBe(38);
    }
  });

  it('prices the bet types: animalito 30×, triple 600×, terminal 60×, triple con signo 6000×', async () => {
    const rows = await t.database.db
      .select({ product: products.name, code: betTypes.code, multiplier: productBetTypes.multiplier })
      .from(productBetTypes)
      .innerJoin(products, eq(products.id, productBetTypes.productId))
      .innerJoin(betTypes, eq(betTypes.id, productBetTypes.betTypeId));
    const of = (product: string, code: string) =>
      rows.find((row) => row.product === product && row.code === code)?.multiplier;
    expect(Number(of('Lotto Activo', 'ANIMALITO'))).toBe(30);
    expect(Number(of('Triple Caracas', 'TRIPLE'))).toBe(600);
    expect(Number(of('Triple Zulia', 'TERMINAL'))).toBe(60);
    expect(Number(of('Triple Caracas', 'TRIPLE_SIGNO'))).toBe(6000);
  });

  it('schedules animalitos hourly 8:00–19:00 and triples three times a day, every weekday', async () => {
    const lotto = await productNamed('Lotto Activo');
    const lottoDraws = await t.database.db
      .select()
      .from(draws)
      .where(eq(draws.productId, lotto.id))
      .orderBy(draws.drawTime);
    expect(lottoDraws.map((draw) => draw.drawTime.slice(0, 5))).toEqual(
      ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19'].map((hour) => `${hour}:00`),
    );
    expect(
      lottoDraws.every((draw) => draw.weekdays.length === 7 && draw.displayOrder >= 1 && draw.displayOrder <= 7),
    ).toBe(true);
    expect(new Set(lottoDraws.map((draw) => draw.slot))).toEqual(new Set([1, 2, 3]));
    const caracas = await productNamed('Triple Caracas');
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(draws)
      .where(and(eq(draws.productId, caracas.id), eq(draws.status, 'ACTIVE')))) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('records a row for every generated picture, and the pictures are stable', async () => {
    const pictures = demoCatalogueImages();
    const rows = await t.database.db
      .select()
      .from(images)
      .where(sql`${images.storageKey} LIKE 'demo/%'`);
    expect(rows).toHaveLength(pictures.size);
    for (const row of rows) expect(row.sha256).toBe(pictures.get(row.storageKey)!.sha256);
  });
});
