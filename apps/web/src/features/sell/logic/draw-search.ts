import type { SaleDraw } from '@banca/contracts';
import { groupDraws, isSellable } from './draw-groups';

/** Lower case, without accents: "Lotería" and "loteria" are the same word to a seller. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What a draw is found by: its lottery, product and name, and its time as "10:00" or "1000". */
const searchText = (draw: SaleDraw) =>
  plain(
    `${draw.lottery_name} ${draw.product_name} ${draw.draw_name} ${draw.draw_time} ${draw.draw_time.replace(':', '')}`,
  );

/**
 * The sellable draws every word of the query is found in, in the panel's order (an empty query
 * finds none: the panel then shows every draw).
 */
export function searchDraws(draws: readonly SaleDraw[], query: string, now: number): SaleDraw[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const ordered = groupDraws(draws).flatMap((lottery) => lottery.slots.flatMap((slot) => slot.draws));
  return ordered.filter((draw) => isSellable(draw, now) && words.every((word) => searchText(draw).includes(word)));
}

/** The sellable draw that closes first among those not selected yet (F4), or null. */
export function nextClosingDraw(draws: readonly SaleDraw[], selected: readonly number[], now: number): SaleDraw | null {
  let next: SaleDraw | null = null;
  for (const draw of draws) {
    if (!isSellable(draw, now) || selected.includes(draw.occurrence_id)) continue;
    if (!next || draw.close_at < next.close_at) next = draw;
  }
  return next;
}
