import { formatDay, type TicketPlay } from '@banca/contracts';
import { signName } from './play-number';

/** "Animalito 5 León", "Triple 123", "Terminal con signo 12 Aries". */
export function playText(play: Pick<TicketPlay, 'bet_type' | 'bet_type_name' | 'number' | 'sign' | 'symbol_name'>) {
  const extra = play.symbol_name ?? signName(play.sign);
  const kind = play.bet_type === 'ANIMALITO' ? '' : `${play.bet_type_name} `;
  return `${kind}${play.number}${extra ? ` ${extra}` : ''}`;
}

/** The plays of a ticket, one group per draw, in the ticket's order. */
export function byDraw(plays: readonly TicketPlay[]) {
  const groups = new Map<number, TicketPlay[]>();
  for (const play of plays) groups.set(play.occurrence_id, [...(groups.get(play.occurrence_id) ?? []), play]);
  return [...groups.values()];
}

/**
 * The draw as printed: its name, with its time when the name does not say it already, and its
 * date when it is not `soldOn`, the ticket's business day (a draw of tomorrow sold in advance).
 */
export function drawTitle(play: TicketPlay, soldOn: string) {
  const title = play.draw_name.includes(play.draw_time) ? play.draw_name : `${play.draw_name} ${play.draw_time}`;
  return play.draw_date === soldOn ? title : `${title} ${formatDay(play.draw_date)}`;
}

/** "30.00" → "30", "7.50" → "7,5": a multiplier as people write it. */
export const multiplierText = (multiplier: string) =>
  multiplier
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
