import type { Ticket, TicketSummary } from '@banca/contracts';
import { toast } from '@/components/toast';
import { useLoadTicket } from '../api/get-ticket';
import type { SaleDrawsData } from '../api/list-sale-draws';
import { repeatLines } from '../logic/repeat-ticket';
import { addLines } from '../logic/ticket-lines';
import type { useSale } from './use-sale';
import type { TicketBuilder } from './use-ticket-builder';

/**
 * "Repetir último ticket" and "Anular último": the ticket sold on this screen, or else the
 * newest of the day's list (after a reload). A failed load is toasted by the global policy.
 */
export function useLastTicket(options: {
  data: SaleDrawsData;
  now: number;
  builder: TicketBuilder;
  sale: ReturnType<typeof useSale>;
  /** The newest of the day's tickets, if any. */
  newest: Pick<TicketSummary, 'id' | 'status'> | undefined;
  onRepeated: () => void;
  onAnnul: (ticket: Ticket) => void;
}) {
  const { data, now, builder, sale, newest } = options;
  const newestId = newest?.id;
  const loadTicket = useLoadTicket();
  const lastTicket = async (): Promise<Ticket | null> => {
    if (sale.sold) return sale.sold.response.ticket;
    return newestId === undefined ? null : loadTicket(newestId).catch(() => null);
  };

  const repeat = async () => {
    const ticket = await lastTicket();
    if (!ticket) return;
    const { lines, skipped } = repeatLines(ticket, data.draws, now);
    const checked = addLines([], lines, data.limits, data.currency);
    if (lines.length === 0 || !checked.ok) {
      toast.error(checked.ok ? 'Ninguna jugada del último ticket tiene su sorteo abierto.' : checked.message);
      return;
    }
    builder.replace(checked.lines);
    // The ticket's lines are the answer; a toast (it would cover Vender) only for plays left out.
    if (skipped > 0) {
      toast.success(
        `Se cargaron ${lines.length} jugadas del ticket ${ticket.serial}. ${skipped} quedaron fuera: su sorteo ya no está abierto.`,
        'Ticket repetido',
      );
    }
    options.onRepeated();
  };

  const annulLast = async () => {
    const ticket = await lastTicket();
    if (ticket) options.onAnnul(ticket);
  };

  /** After an annulment: the last sale's panel shows the ticket's new state. */
  const annulled = (ticket: Ticket) => {
    if (sale.sold?.response.ticket.id === ticket.id) {
      sale.setSold({ ...sale.sold, response: { ...sale.sold.response, ticket } });
    }
  };

  return {
    hasLastTicket: Boolean(sale.sold) || newestId !== undefined,
    /** The last ticket is still live: an annulled one cannot be annulled again. */
    canAnnulLast: (sale.sold ? sale.sold.response.ticket.status : newest?.status) === 'ACTIVO',
    repeat: () => void repeat(),
    annulLast: () => void annulLast(),
    annulled,
  };
}
