import type { exportDailyJackpots, exportPollaTickets, Pote, PollaTicketRow } from '@banca/contracts';
import { POLLA_TICKET_STATUS_LABELS } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listPollaPrizes } from './list-polla-prizes';
import { listPollaTickets } from './list-polla-tickets';
import { listPotes } from './potes';

const TICKET_COLUMNS: ExportSpec<typeof exportPollaTickets, PollaTicketRow>['columns'] = [
  { title: 'Serial', kind: 'text', value: 'serial' },
  { title: 'Fecha', kind: 'date', value: 'draw_date' },
  { title: 'Vendido', kind: 'datetime', value: 'sold_at' },
  { title: 'Tipo de polla', kind: 'text', value: 'polla_type_name' },
  { title: 'Cliente', kind: 'text', value: 'customer_name' },
  { title: 'C.I.', kind: 'text', value: 'cedula' },
  { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
  { title: 'Precio', kind: 'money', value: 'price', currency: 'currency' },
  { title: 'Puntos', kind: 'number', value: (row) => row.score ?? 0, total: false },
  { title: 'Premio', kind: 'money', value: 'prize_total', currency: 'currency' },
  { title: 'Estado', kind: 'text', value: (row) => POLLA_TICKET_STATUS_LABELS[row.status] },
];

const FILTER_LABELS = { date: 'Fecha', status: 'Estado', polla_type: 'Tipo de polla' };

/** The day's polla tickets as a file: the list's own use case and scope. */
export const pollaTicketsExport: ExportSpec<typeof exportPollaTickets, PollaTicketRow> = {
  title: 'Tickets de polla',
  fileName: 'tickets-de-polla',
  filterLabels: FILTER_LABELS,
  columns: TICKET_COLUMNS,
  rows: (ctx, filters) => listRows(filters, (query) => listPollaTickets(ctx, query)),
};

/** The prizes of a day as a file. */
export const pollaPrizesExport: ExportSpec<typeof exportPollaTickets, PollaTicketRow> = {
  title: 'Premios de polla',
  fileName: 'premios-de-polla',
  filterLabels: FILTER_LABELS,
  columns: TICKET_COLUMNS,
  rows: (ctx, filters) => listRows(filters, (query) => listPollaPrizes(ctx, query)),
};

/** The potes of a kind between two dates as a file. */
function potesExport(kind: 'DAILY' | 'WEEKLY'): ExportSpec<typeof exportDailyJackpots, Pote> {
  const daily = kind === 'DAILY';
  return {
    title: daily ? 'Potes diarios' : 'Potes semanales',
    fileName: daily ? 'potes-diarios' : 'potes-semanales',
    filterLabels: { polla_type: 'Tipo de polla', start_date: 'Desde', end_date: 'Hasta' },
    columns: [
      { title: daily ? 'Fecha' : 'Semana del', kind: 'date', value: 'start_date' },
      { title: 'Tipo de polla', kind: 'text', value: 'polla_type_name' },
      { title: 'Tickets', kind: 'number', value: 'tickets' },
      { title: 'Ventas', kind: 'money', value: 'sold', currency: 'currency' },
      { title: daily ? 'Primer acumulado' : 'Acumulado', kind: 'money', value: 'first_amount', currency: 'currency' },
      ...(daily
        ? [
            {
              title: 'Segundo acumulado',
              kind: 'money' as const,
              value: 'second_amount' as const,
              currency: 'currency' as const,
            },
          ]
        : []),
      { title: 'Estado', kind: 'text', value: (row) => (row.status === 'OPEN' ? 'Abierto' : 'Cerrado') },
    ],
    rows: (ctx, filters) => listRows(filters, (query) => listPotes(ctx, kind, query)),
  };
}

export const dailyJackpotsExport = potesExport('DAILY');
export const weeklyJackpotsExport = potesExport('WEEKLY');
