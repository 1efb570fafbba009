import type { SaleDraw, Ticket } from '@banca/contracts';
import { isSellable } from './draw-groups';
import type { TicketLine } from './ticket-lines';

/**
 * "Repetir último ticket": the sold plays of a ticket whose draws still take sales, with the
 * amounts sold; `skipped` counts the plays left out (draw closed, or nothing sold).
 */
export function repeatLines(
  ticket: Ticket,
  draws: readonly SaleDraw[],
  serverNow: number,
): { lines: TicketLine[]; skipped: number } {
  const open = new Set(draws.filter((draw) => isSellable(draw, serverNow)).map((draw) => draw.occurrence_id));
  const lines = ticket.plays
    .filter((play) => open.has(play.occurrence_id) && BigInt(play.amount) > 0n)
    .map((play) => ({
      occurrence_id: play.occurrence_id,
      bet_type: play.bet_type,
      number: play.number,
      sign: play.sign,
      amount: play.amount,
    }));
  return { lines, skipped: ticket.plays.length - lines.length };
}
