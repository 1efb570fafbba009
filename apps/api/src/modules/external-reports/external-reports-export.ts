import type { ExternalSale, exportExternalReports } from '@banca/contracts';
import { filterLabelsOf, type ExportSpec } from '../../lib/file-answer';
import { externalReportRows } from './list-external-reports';

const FIGURES = 'Cifras del sistema externo';

/** The imported figures as a file: the list's own query and scope, through a cursor. */
export const externalReportsExport: ExportSpec<typeof exportExternalReports, ExternalSale> = {
  title: 'Reportes externos',
  fileName: 'reportes-externos',
  filterLabels: { ...filterLabelsOf('from_date', 'to_date', 'partner_id', 'currency'), external_system: 'Sistema' },
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    { title: 'Código', kind: 'text', value: 'partner_code' },
    { title: 'Asociado', kind: 'text', value: 'partner_name' },
    { title: 'Sistema', kind: 'text', value: 'external_system_name' },
    { title: 'Moneda', kind: 'text', value: 'currency' },
    { title: 'Ventas', kind: 'money', value: 'sales', currency: 'currency', group: FIGURES },
    { title: 'Premios', kind: 'money', value: 'prizes', currency: 'currency', group: FIGURES },
    { title: 'Comisión', kind: 'money', value: 'commission', currency: 'currency', group: FIGURES },
    { title: 'Neto', kind: 'money', value: 'net', currency: 'currency', group: FIGURES },
    { title: 'Tickets', kind: 'number', value: 'tickets', group: FIGURES },
    { title: 'Importado por', kind: 'text', value: 'imported_by' },
    { title: 'Importado', kind: 'datetime', value: 'imported_at' },
  ],
  rows: (ctx, filters) => externalReportRows(ctx, filters),
};
