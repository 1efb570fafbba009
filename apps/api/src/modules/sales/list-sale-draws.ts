import { DRAW_SLOTS, type SaleDay, type SaleDrawsResponse } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { UseCase } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../draws';
import { saleBetTypesOf, saleDrawRows, saleSymbolsOf } from './repository';
import type { SaleConfigCache } from './sale-config-cache';
import { sellingTaquillaOf, type SellingTaquilla } from './seller';

interface SaleDrawsQuery {
  taquilla_id?: number | undefined;
  /** Today's draws unless told: tomorrow's are listed apart (ADR 062). */
  day?: SaleDay | undefined;
}

/**
 * The point of sale's draws for the caller's taquilla (an agency's user names one), with the
 * same cached seller and configuration checks the sale makes. Given the cache once.
 */
export const makeListSaleDraws =
  ({ cache }: { cache: SaleConfigCache }): UseCase<SaleDrawsQuery, SaleDrawsResponse> =>
  async (ctx, { taquilla_id, day }) => {
    await ensureRecentOccurrences(ctx.db);
    await cache.currentVersion();
    const taquilla = await sellingTaquillaOf(ctx.principal, taquilla_id, cache.taquilla);
    return saleDrawsOf(ctx.db, taquilla, day ?? 'today');
  };

/**
 * The draw occurrences of `day` (each lottery's today, or tomorrow's sold in advance) as the
 * taquilla's point of sale sees them.
 */
async function saleDrawsOf(db: Db, taquilla: SellingTaquilla, day: SaleDay): Promise<SaleDrawsResponse> {
  const draws = await saleDrawRows(db, taquilla.chain, taquilla.bets.minutesBeforeClose, day);
  const productIds = [...new Set(draws.map((draw) => draw.product_id))];
  const [betTypes, symbols] = await Promise.all([saleBetTypesOf(db, productIds), saleSymbolsOf(db, productIds)]);
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
      bet_types: betTypes
        .filter((betType) => betType.product_id === draw.product_id)
        .map(({ product_id: _, ...betType }) => betType),
    })),
    symbols: symbolsByProduct,
  };
}
