import { timingSafeEqual } from 'node:crypto';
import type { Ticket, TicketCheck, TicketCheckRequest } from '@banca/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { tooMany, waitInWords, WindowCounter } from '../../lib/usage-limits';
import type { PublicContext } from '../../lib/use-case';
import { loadTicket } from '../tickets';
import { occurrenceResults } from './repository';

/** The same answer for a serial that does not exist and for a wrong code: nothing is learnt. */
const NOT_THIS_TICKET = 'No hay un ticket con ese serial y ese código. Revise los dos en su ticket.';

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a.toUpperCase()), Buffer.from(b.toUpperCase()));

/**
 * The public check a ticket's QR opens (no sign-in): its plays, each draw's result, whether it won
 * and how much, and where and until when to collect. The serial and its security code must both
 * match; a wrong pair answers like a serial that never existed, and an address that keeps trying
 * wrong pairs waits (every answer, even a right one, is refused while it waits).
 */
export function makeCheckTicket(limits: Config['ticketCheck']) {
  const failures = new WindowCounter(limits.failuresPerAddress, limits.windowMs);
  return async (ctx: PublicContext, input: TicketCheckRequest): Promise<TicketCheck> => {
    const address = ctx.actor.ip ?? 'unknown';
    const wait = failures.wait(address);
    if (wait > 0) {
      throw tooMany(`Demasiadas consultas con datos que no coinciden. Intente de nuevo en ${waitInWords(wait)}.`, wait);
    }
    const ticket = await loadTicket(ctx.db, { serial: input.serial }, null);
    if (!ticket || !sameCode(ticket.security_code, input.security_code)) {
      failures.take(address);
      throw notFound(NOT_THIS_TICKET);
    }
    return publicView(ticket, await occurrenceResults(ctx.db, [...new Set(ticket.plays.map((p) => p.occurrence_id))]));
  };
}

function publicView(ticket: Ticket, results: Awaited<ReturnType<typeof occurrenceResults>>): TicketCheck {
  const resultOf = new Map(results.map((result) => [result.id, result]));
  const annulled = ticket.status === 'ANULADO';
  return {
    serial: ticket.serial,
    status: ticket.status,
    currency: ticket.currency,
    total: ticket.total,
    prize_total: ticket.prize_total,
    sold_at: ticket.sold_at,
    // A prize still owed (PREMIADO; VENCIDO and PAGADO are past collecting) says where and until when.
    collect:
      ticket.status === 'PREMIADO' ? { taquilla_name: ticket.taquilla.name, until: ticket.prize_expires_at } : null,
    paid_at: ticket.payment?.paid_at ?? null,
    plays: ticket.plays.map((play) => {
      const result = resultOf.get(play.occurrence_id);
      return {
        draw_name: play.draw_name,
        lottery_name: play.lottery_name,
        draw_date: play.draw_date,
        draw_time: play.draw_time,
        bet_type_name: play.bet_type_name,
        number: play.number,
        symbol_name: play.symbol_name,
        amount: play.amount,
        result: result ? { number: result.number, symbol_name: result.symbol_name } : null,
        won: annulled || !result?.awarded ? null : BigInt(play.prize) > 0n,
        prize: play.prize,
      };
    }),
  };
}
