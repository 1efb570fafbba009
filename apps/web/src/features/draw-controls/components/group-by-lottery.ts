import type { SuspendableDraw } from '@banca/contracts';

export interface LotteryGroup {
  lottery_id: number;
  lottery_name: string;
  draws: SuspendableDraw[];
}

/** The day's draws by lottery, lotteries by name and each one's draws by time (then product). */
export function groupByLottery(draws: readonly SuspendableDraw[]): LotteryGroup[] {
  const groups = new Map<number, LotteryGroup>();
  for (const draw of draws) {
    const group = groups.get(draw.lottery_id) ?? {
      lottery_id: draw.lottery_id,
      lottery_name: draw.lottery_name,
      draws: [],
    };
    group.draws.push(draw);
    groups.set(draw.lottery_id, group);
  }
  const byTime = (a: SuspendableDraw, b: SuspendableDraw) =>
    a.draw_time.localeCompare(b.draw_time) || a.product_name.localeCompare(b.product_name, 'es');
  return [...groups.values()]
    .map((group) => ({ ...group, draws: group.draws.sort(byTime) }))
    .sort((a, b) => a.lottery_name.localeCompare(b.lottery_name, 'es'));
}
