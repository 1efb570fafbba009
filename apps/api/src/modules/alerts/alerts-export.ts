import { ANOMALY_KIND_LABELS, type Alert, type exportAlerts } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listAlerts } from './list-alerts';

/** The alerts as a file, with the list's filters and rows. */
export const alertsExport: ExportSpec<typeof exportAlerts, Alert> = {
  title: 'Alertas',
  fileName: 'alertas',
  filterLabels: { status: 'Estado', kind: 'Tipo', from: 'Desde', to: 'Hasta', partner_id: 'Asociado' },
  columns: [
    { title: 'Fecha', kind: 'datetime', value: 'raised_at' },
    { title: 'Tipo', kind: 'text', value: (row) => ANOMALY_KIND_LABELS[row.kind] },
    { title: 'Asociado', kind: 'text', value: (row) => row.partner.name },
    { title: 'Alerta', kind: 'text', value: 'title' },
    { title: 'Detalle', kind: 'text', value: 'detail' },
    { title: 'Tickets', kind: 'text', value: (row) => row.tickets.map((t) => t.serial).join(' ') },
    { title: 'Estado', kind: 'text', value: 'status' },
    { title: 'Nota', kind: 'text', value: (row) => row.note ?? '' },
    { title: 'Atendida por', kind: 'text', value: (row) => row.handled_by ?? '' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listAlerts(ctx, { query, cachedCount: null })),
};
