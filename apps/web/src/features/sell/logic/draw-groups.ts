import type { SaleDraw } from '@banca/contracts';

export interface SlotGroup {
  readonly slot: number;
  readonly slot_name: string;
  readonly draws: SaleDraw[];
}

export interface LotteryGroup {
  readonly lottery_id: number;
  readonly lottery_name: string;
  readonly slots: SlotGroup[];
}

/** Today's draws by lottery (by name), then slot (Mañana, Tarde, Noche), then time and display order. */
export function groupDraws(draws: readonly SaleDraw[]): LotteryGroup[] {
  const sorted = [...draws].sort(
    (a, b) =>
      a.lottery_name.localeCompare(b.lottery_name, 'es') ||
      a.slot - b.slot ||
      a.draw_at.localeCompare(b.draw_at) ||
      a.display_order - b.display_order ||
      a.product_name.localeCompare(b.product_name, 'es'),
  );
  const lotteries: LotteryGroup[] = [];
  for (const draw of sorted) {
    let lottery = lotteries.at(-1);
    if (lottery?.lottery_id !== draw.lottery_id) {
      lottery = { lottery_id: draw.lottery_id, lottery_name: draw.lottery_name, slots: [] };
      lotteries.push(lottery);
    }
    let slot = lottery.slots.at(-1);
    if (slot?.slot !== draw.slot) {
      slot = { slot: draw.slot, slot_name: draw.slot_name, draws: [] };
      lottery.slots.push(slot);
    }
    slot.draws.push(draw);
  }
  return lotteries;
}

/** Bet types every one of these draws sells, in the first draw's order. */
export function sharedBetTypes(draws: readonly SaleDraw[]): SaleDraw['bet_types'] {
  const [first, ...others] = draws;
  if (!first) return [];
  return first.bet_types.filter((betType) =>
    others.every((draw) => draw.bet_types.some((other) => other.code === betType.code)),
  );
}

/** Whether the draw takes sales now: OPEN for the taquilla and its close instant not passed on the server clock. */
export const isSellable = (draw: SaleDraw, serverNow: number): boolean =>
  draw.state === 'OPEN' && Date.parse(draw.close_at) > serverNow;
