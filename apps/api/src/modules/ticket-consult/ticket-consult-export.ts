import { TICKET_STATUS_LABELS, type exportTicketConsult, type TicketSummary } from '@banca/contracts';
import { filterLabelsOf, type ExportSpec } from '../../lib/file-answer';
import type { UseCaseContext } from '../../lib/use-case';
import { resolveTicketFilters } from './consult-tickets';
import { ticketCursor, type TicketConsultFilters } from './repository';

/** Every ticket of the search through a cursor: the list's own query and scope, in its order. */
async function* ticketRows(ctx: UseCaseContext, filters: TicketConsultFilters): AsyncGenerator<TicketSummary> {
  yield* ticketCursor(ctx.db, ctx.scope, await resolveTicketFilters(ctx, filters));
}

/** The ticket search as a file (a list that grows to millions of tickets reads a cursor, ADR 041). */
export const ticketConsultExport: ExportSpec<typeof exportTicketConsult, TicketSummary> = {
  title: 'Consulta de tickets',
  fileName: 'tickets',
  filterLabels: filterLabelsOf('serial', 'date_from', 'date_to', 'status', 'taquilla_id'),
  columns: [
    { title: 'Serial', kind: 'text', value: 'serial' },
    { title: 'Vendido', kind: 'datetime', value: 'sold_at' },
    { title: 'Día de negocio', kind: 'date', value: 'business_date' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Vendedor', kind: 'text', value: 'seller_name' },
    { title: 'Estado', kind: 'text', value: (t) => TICKET_STATUS_LABELS[t.status] },
    { title: 'Jugadas', kind: 'number', value: 'plays_count' },
    { title: 'Moneda', kind: 'text', value: 'currency' },
    { title: 'Monto', kind: 'money', value: 'total', currency: 'currency', group: 'Importes' },
    { title: 'Premio', kind: 'money', value: 'prize_total', currency: 'currency', group: 'Importes' },
  ],
  rows: ticketRows,
};
