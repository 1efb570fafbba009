import type { Currency, PollaType } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainOf } from '../../lib/chain';
import { intArray, rowsOf } from '../../lib/raw-query';
import type { UseCaseContext } from '../../lib/use-case';
import { percentOf, type ScoringRule } from './scoring-rule';

/** The banca a caller works for: the root of its path (its polla types, potes and customers are the banca's). */
export const bancaOf = (ctx: UseCaseContext): number => chainOf(ctx.principal.partner.path)[0]!;

/** A polla type as the use cases need it. */
export interface PollaTypeRow extends ScoringRule {
  id: number;
  bancaId: number;
  name: string;
  productId: number;
  drawIds: number[];
  picksPerDraw: number;
  currency: Currency;
  price: bigint;
  dailyFirstBp: number;
  dailySecondBp: number;
  weeklyBp: number;
  annulMinutes: number;
  status: 'ACTIVE' | 'INACTIVE';
}

type RawType = {
  id: number;
  banca_id: number;
  name: string;
  product_id: number;
  product_name: string;
  draw_ids: number[];
  draws: { id: number; time: string; name: string }[] | string;
  symbols: { number: string; name: string }[] | string;
  picks_per_draw: number;
  currency: Currency;
  price: string;
  daily_first_bp: number;
  daily_second_bp: number;
  weekly_bp: number;
  points_per_hit: number;
  first_min_points: number;
  second_min_points: number;
  weekly_min_points: number;
  annul_minutes: number;
  status: 'ACTIVE' | 'INACTIVE';
};

const typeSelect = sql`SELECT pt.id, pt.banca_id, pt.name, pt.product_id, p.name AS product_name, pt.draw_ids,
       coalesce((SELECT json_agg(json_build_object('id', d.id, 'time', to_char(d.draw_time, 'HH24:MI'), 'name', d.name)
                                 ORDER BY d.draw_time)
                   FROM draws d WHERE d.id = ANY (pt.draw_ids)), '[]'::json) AS draws,
       coalesce((SELECT json_agg(json_build_object('number', s.number, 'name', s.name) ORDER BY s.sort_order, s.id)
                   FROM product_symbols s WHERE s.product_id = pt.product_id AND s.status = 'ACTIVE'), '[]'::json) AS symbols,
       pt.picks_per_draw, pt.currency, pt.price::text, pt.daily_first_bp, pt.daily_second_bp, pt.weekly_bp,
       pt.points_per_hit, pt.first_min_points, pt.second_min_points, pt.weekly_min_points, pt.annul_minutes, pt.status
  FROM polla_types pt JOIN products p ON p.id = pt.product_id`;

const toRow = (row: RawType): PollaTypeRow => ({
  id: row.id,
  bancaId: row.banca_id,
  name: row.name,
  productId: row.product_id,
  drawIds: row.draw_ids,
  picksPerDraw: row.picks_per_draw,
  currency: row.currency,
  price: BigInt(row.price),
  dailyFirstBp: row.daily_first_bp,
  dailySecondBp: row.daily_second_bp,
  weeklyBp: row.weekly_bp,
  pointsPerHit: row.points_per_hit,
  firstMinPoints: row.first_min_points,
  secondMinPoints: row.second_min_points,
  weeklyMinPoints: row.weekly_min_points,
  annulMinutes: row.annul_minutes,
  status: row.status,
});

const toContract = (row: RawType): PollaType => ({
  id: row.id,
  name: row.name,
  product_id: row.product_id,
  product_name: row.product_name,
  draws: typeof row.draws === 'string' ? JSON.parse(row.draws) : row.draws,
  symbols: typeof row.symbols === 'string' ? JSON.parse(row.symbols) : row.symbols,
  picks_per_draw: row.picks_per_draw,
  currency: row.currency,
  price: row.price,
  daily_first_percent: percentOf(row.daily_first_bp),
  daily_second_percent: percentOf(row.daily_second_bp),
  weekly_percent: percentOf(row.weekly_bp),
  points_per_hit: row.points_per_hit,
  first_min_points: row.first_min_points,
  second_min_points: row.second_min_points,
  weekly_min_points: row.weekly_min_points,
  annul_minutes: row.annul_minutes,
  status: row.status,
});

/** The banca's polla types, by name. */
export async function pollaTypesOf(db: Db, bancaId: number): Promise<PollaType[]> {
  const rows = await rowsOf<RawType>(db, sql`${typeSelect} WHERE pt.banca_id = ${bancaId} ORDER BY pt.name, pt.id`);
  return rows.map(toContract);
}

export async function findPollaType(db: Db, bancaId: number, id: number): Promise<PollaTypeRow | null> {
  const [row] = await rowsOf<RawType>(db, sql`${typeSelect} WHERE pt.banca_id = ${bancaId} AND pt.id = ${id}`);
  return row ? toRow(row) : null;
}

export async function loadPollaType(db: Db, id: number): Promise<PollaType> {
  const [row] = await rowsOf<RawType>(db, sql`${typeSelect} WHERE pt.id = ${id}`);
  return toContract(row!);
}

/** Every polla type counting this draw (any banca: the catalogue is shared). */
export async function typesCountingDraw(db: Db, drawId: number): Promise<PollaTypeRow[]> {
  const rows = await rowsOf<RawType>(db, sql`${typeSelect} WHERE ${drawId} = ANY (pt.draw_ids) ORDER BY pt.id`);
  return rows.map(toRow);
}

/** Active animalito products, and which of the given draws are theirs and active. */
export async function productFacts(db: Db, productId: number, drawIds: readonly number[]) {
  const [row] = await rowsOf<{ animalitos: boolean; own_draws: number[] }>(
    db,
    sql`SELECT p.product_type = 'ANIMALITOS' AND p.status = 'ACTIVE' AS animalitos,
               coalesce((SELECT array_agg(d.id) FROM draws d
                          WHERE d.product_id = p.id AND d.status = 'ACTIVE' AND d.id = ANY (${intArray(drawIds)})),
                        '{}') AS own_draws
          FROM products p WHERE p.id = ${productId}`,
  );
  return row ?? null;
}

export interface PollaTypeValues {
  name: string;
  productId: number;
  drawIds: number[];
  picksPerDraw: number;
  price: string;
  dailyFirstBp: number;
  dailySecondBp: number;
  weeklyBp: number;
  pointsPerHit: number;
  firstMinPoints: number;
  secondMinPoints: number;
  weeklyMinPoints: number;
  annulMinutes: number;
  status: 'ACTIVE' | 'INACTIVE';
}

const valuesOf = (v: PollaTypeValues) => sql`${v.name}, ${v.productId}, ${intArray(v.drawIds)}, ${v.picksPerDraw},
  ${v.price}::bigint, ${v.dailyFirstBp}, ${v.dailySecondBp}, ${v.weeklyBp}, ${v.pointsPerHit}, ${v.firstMinPoints},
  ${v.secondMinPoints}, ${v.weeklyMinPoints}, ${v.annulMinutes}, ${v.status}`;

const COLUMNS = sql`name, product_id, draw_ids, picks_per_draw, price, daily_first_bp, daily_second_bp, weekly_bp,
  points_per_hit, first_min_points, second_min_points, weekly_min_points, annul_minutes, status`;

export async function insertPollaType(db: Db, bancaId: number, currency: string, values: PollaTypeValues) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO polla_types (banca_id, currency, ${COLUMNS}) VALUES (${bancaId}, ${currency}, ${valuesOf(values)})
        RETURNING id`,
  );
  return row!.id;
}

export async function updatePollaType(db: Db, id: number, values: PollaTypeValues) {
  await db.execute(
    sql`UPDATE polla_types SET (${COLUMNS}, updated_at) = (${valuesOf(values)}, now()) WHERE id = ${id}`,
  );
}

/** Today in the zone of the type's lottery: the draw date its sales and potes belong to. */
export async function todayOfType(db: Db, typeId: number): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`SELECT (now() AT TIME ZONE l.timezone)::date::text AS today
          FROM polla_types pt JOIN products p ON p.id = pt.product_id JOIN lotteries l ON l.id = p.lottery_id
         WHERE pt.id = ${typeId}`,
  );
  return row!.today;
}
