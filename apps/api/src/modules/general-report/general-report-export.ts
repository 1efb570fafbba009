import { PARTNER_KIND_LABELS, type exportGeneralReport, type GeneralReportRow } from '@banca/contracts';
import { filterLabelsOf, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { generalReportRows } from './list-general-report';

const OURS = 'Ventas propias';
const EXTERNAL = 'Sistemas externos';
const money = (
  title: string,
  value: keyof GeneralReportRow & string,
  group: string,
): ExportColumn<GeneralReportRow> => ({
  title,
  kind: 'money',
  value,
  currency: 'currency',
  group,
});

/** The general report as a file: the report's own query and scope, through a cursor. */
export const generalReportExport: ExportSpec<typeof exportGeneralReport, GeneralReportRow> = {
  title: 'Ventas generales',
  fileName: 'ventas-generales',
  filterLabels: filterLabelsOf('from_date', 'to_date', 'partner_id', 'level', 'product_id', 'currency'),
  columns: [
    { title: 'Código', kind: 'text', value: 'partner_code' },
    { title: 'Asociado', kind: 'text', value: 'partner_name' },
    { title: 'Tipo', kind: 'text', value: (row) => PARTNER_KIND_LABELS[row.partner_kind] },
    { title: 'Moneda', kind: 'text', value: 'currency' },
    money('Ventas', 'sales', OURS),
    money('Anulado', 'annulled', OURS),
    money('Premios', 'prizes', OURS),
    money('Comisión', 'commission', OURS),
    money('Participación', 'participation', OURS),
    money('Neto', 'net', OURS),
    money('Ventas', 'external_sales', EXTERNAL),
    money('Premios', 'external_prizes', EXTERNAL),
  ],
  rows: (ctx, filters) => generalReportRows(ctx, filters),
};
