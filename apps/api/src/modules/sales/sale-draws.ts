import { DRAW_SLOTS, type SaleDraw, type SaleDrawsResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { closeAtSql, occurrenceStateSql } from './occurrences';
import type { SellingTaquilla } from './seller';

type DrawRow = Omit<SaleDraw, 'bet_types' | 'slot_name' | 'draw_at' | 'close_at'> & { draw_at: Date; close_at: Date };

/** Today's draw occurrences (each lottery's today) as the taquilla's point of sale sees them. */
export async function saleDrawsOf(db: Db, taquilla: SellingTaquilla): Promise<SaleDrawsResponse> {
  const extra = taquilla.bets.minutesBeforeClose;
  const draws = await rowsOf<DrawRow>(
    db,
    sql`SELECT o.id AS occurrence_id, d.id AS draw_id, d.name AS draw_name, p.id AS product_id, p.name AS product_name,
               p.product_type, l.id AS lottery_id, l.name AS lottery_name, d.slot::int AS slot,
               d.display_order::int AS display_order, o.draw_date::text AS draw_date,
               to_char(d.draw_time, 'HH24:MI') AS draw_time, o.draw_at,
               ${closeAtSql(sql`${extra}::int`)} AS close_at,
               ${occurrenceStateSql(taquilla.chain, extra)} AS state
          FROM draw_occurrences o
          JOIN draws d ON d.id = o.draw_id AND d.status = 'ACTIVE'
          JOIN products p ON p.id = o.product_id AND p.status = 'ACTIVE' AND p.product_type <> 'POLLA'
          JOIN lotteries l ON l.id = p.lottery_id AND l.status = 'ACTIVE'
         WHERE o.open_at <= now() AND o.open_at > now() - interval '1 day'
         ORDER BY l.name, d.slot, d.display_order, d.draw_time`,
  );
  const productIds = [...new Set(draws.map((draw) => draw.product_id))];
  const [betTypes, symbols] = await Promise.all([
    rowsOf<SaleDraw['bet_types'][number] & { product_id: number }>(
      db,
      sql`SELECT pbt.product_id, bt.code, bt.name, pbt.multiplier::text AS multiplier, bt.digits::int AS digits,
                 bt.needs_sign
            FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id AND bt.status = 'ACTIVE'
           WHERE pbt.product_id = ANY (${intArray(productIds)}) AND pbt.status = 'ACTIVE'
           ORDER BY bt.id`,
    ),
    rowsOf<{ product_id: number; number: string; name: string; image_id: number | null }>(
      db,
      sql`SELECT product_id, number, name, image_id FROM product_symbols
           WHERE product_id = ANY (${intArray(productIds)}) AND status = 'ACTIVE'
           ORDER BY product_id, sort_order`,
    ),
  ]);
  const symbolsByProduct: SaleDrawsResponse['symbols'] = {};
  for (const { product_id, ...symbol } of symbols) (symbolsByProduct[product_id] ??= []).push(symbol);
  const slotName = (slot: number) => DRAW_SLOTS.find((candidate) => candidate.id === slot)?.name ?? '';

  return {
    server_time: new Date().toISOString(),
    taquilla: { id: taquilla.id, code: taquilla.code, name: taquilla.name },
    currency: taquilla.currency,
    limits: {
      min_per_play: taquilla.bets.minPerPlay.toString(),
      max_per_play: taquilla.bets.maxPerPlay.toString(),
      max_per_ticket: taquilla.bets.maxPerTicket.toString(),
      annulment_window_minutes: taquilla.bets.annulmentWindowMinutes,
    },
    draws: draws.map((draw) => ({
      ...draw,
      slot_name: slotName(draw.slot),
      draw_at: new Date(draw.draw_at).toISOString(),
      close_at: new Date(draw.close_at).toISOString(),
      bet_types: betTypes.filter((betType) => betType.product_id === draw.product_id).map(({ product_id: _, ...betType }) => betType),
    })),
    symbols: symbolsByProduct,
  };
}
