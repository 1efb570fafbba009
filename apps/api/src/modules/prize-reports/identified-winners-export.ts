import type { exportIdentifiedWinners, IdentifiedWinner } from '@banca/contracts';
import { filterLabelsOf, type ExportSpec } from '../../lib/file-answer';
import { identifiedWinnersCursor } from './identified-winners-repository';
import { resolvedRows } from './report-filters';

/** «Ganadores identificados» as a file (XLSX, PDF or CSV), for the compliance officer. */
export const identifiedWinnersExport: ExportSpec<typeof exportIdentifiedWinners, IdentifiedWinner> = {
  title: 'Ganadores identificados',
  fileName: 'ganadores-identificados',
  filterLabels: { ...filterLabelsOf('from_date', 'to_date', 'partner_id', 'currency'), min_amount: 'Monto mínimo' },
  columns: [
    { title: 'Pagado el', kind: 'datetime', value: 'paid_at' },
    { title: 'Serial', kind: 'text', value: 'serial', width: 12 },
    { title: 'Agencia', kind: 'text', value: 'agency_name' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Pagado por', kind: 'text', value: 'paid_by' },
    { title: 'Cédula', kind: 'text', value: 'document', group: 'Ganador', width: 14 },
    { title: 'Nombre', kind: 'text', value: 'name', group: 'Ganador' },
    { title: 'Teléfono', kind: 'text', value: 'phone', group: 'Ganador', width: 16 },
    { title: 'Moneda', kind: 'text', value: 'currency', width: 8 },
    { title: 'Premio', kind: 'money', value: 'amount', currency: 'currency' },
  ],
  rows: (ctx, filters) => resolvedRows(ctx, filters, identifiedWinnersCursor),
};
