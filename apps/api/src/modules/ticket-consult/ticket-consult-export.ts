import { TICKET_STATUS_LABELS, type exportTicketConsult, type TicketSummary } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { consultTickets } from './consult-tickets';

/** The ticket search as a file: the list's own use case and scope, page after page. */
export const ticketConsultExport: ExportSpec<typeof exportTicketConsult, TicketSummary> = {
  title: 'Consulta de tickets',
  fileName: 'tickets',
  filterLabels: {
    serial: 'Serial',
    date_from: 'Desde',
    date_to: 'Hasta',
    status: 'Estado',
    partner_id: 'Asociado',
    taquilla_id: 'Taquilla',
    currency: 'Moneda',
  },
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
  rows: (ctx, filters) => listRows(filters, (query) => consultTickets(ctx, { query, cachedCount: 0 })),
};
