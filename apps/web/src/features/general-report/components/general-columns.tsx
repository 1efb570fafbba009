import { PARTNER_KIND_LABELS, type GeneralReportRow } from '@banca/contracts';
import Link from '@mui/material/Link';
import { moneyColumn, type ReportColumn } from '@/components/report-table';

const OURS = 'Ventas propias';
const EXTERNAL = 'Sistemas externos';
const currencyOf = (row: GeneralReportRow) => row.currency;

const money = (id: keyof GeneralReportRow & string, header: string, group: string, hideOnSmall = false) =>
  moneyColumn<GeneralReportRow>({
    id,
    header,
    group,
    currency: currencyOf,
    sortable: id !== 'external_prizes',
    hideOnSmall,
  });

/** The report's columns; a partner with partners below it opens them (the drill-down). */
export function generalColumns(open: (row: GeneralReportRow) => void): ReportColumn<GeneralReportRow>[] {
  return [
    {
      id: 'partner_name',
      header: 'Asociado',
      sortable: true,
      render: (row) =>
        row.partner_kind === 'TAQUILLA' ? (
          row.partner_name
        ) : (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => open(row)}
            aria-label={`Ver el detalle de ${row.partner_name}`}
          >
            {row.partner_name}
          </Link>
        ),
    },
    { id: 'partner_code', header: 'Código', sortable: true, hideOnSmall: true },
    { id: 'partner_kind', header: 'Tipo', hideOnSmall: true, render: (row) => PARTNER_KIND_LABELS[row.partner_kind] },
    { id: 'currency', header: 'Moneda' },
    money('sales', 'Ventas', OURS),
    money('annulled', 'Anulado', OURS, true),
    money('prizes', 'Premios', OURS),
    money('commission', 'Comisión', OURS),
    money('participation', 'Participación', OURS, true),
    money('net', 'Neto', OURS),
    money('external_sales', 'Ventas', EXTERNAL),
    money('external_prizes', 'Premios', EXTERNAL, true),
  ];
}
