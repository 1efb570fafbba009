import type { CashFundInForce, CashPrizeTicket, exportCashPrizeTickets, exportFundsInForce } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listFundsInForce } from './funds/list-funds-in-force';
import { listCashPrizeTickets } from './watch/list-cash-prize-tickets';

/** The funds in force and the prizes ticket by ticket as files, page after page of their scoped reads. */

export const fundsInForceExport: ExportSpec<typeof exportFundsInForce, CashFundInForce> = {
  title: 'Fondos de caja vigentes',
  fileName: 'fondos-vigentes',
  filterLabels: { partner_id: 'Asociado' },
  columns: [
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Fondo', kind: 'money', value: 'amount', currency: 'currency' },
    { title: 'Fijado por', kind: 'text', value: 'created_by' },
    { title: 'Desde', kind: 'datetime', value: 'created_at' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listFundsInForce(ctx, query)),
};

export const prizeTicketsExport: ExportSpec<typeof exportCashPrizeTickets, CashPrizeTicket> = {
  title: 'Premios pagados y pendientes',
  fileName: 'premios-por-ticket',
  filterLabels: { from_date: 'Desde', to_date: 'Hasta', taquilla_id: 'Taquilla' },
  columns: [
    { title: 'Fecha', kind: 'date', value: 'business_date' },
    { title: 'Ticket', kind: 'text', value: 'ticket_serial' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Estado', kind: 'text', value: (row) => (row.state === 'PAGADO' ? 'Pagado' : 'Pendiente') },
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency' },
    { title: 'Pagado el', kind: 'text', value: (row) => row.paid_at ?? '' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listCashPrizeTickets(ctx, { query, cachedCount: null })),
};
