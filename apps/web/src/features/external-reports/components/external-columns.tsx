import type { ExternalSale } from '@banca/contracts';
import { countColumn, moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDate, formatDateTime } from '@/lib/format';

const FIGURES = 'Cifras del sistema externo';
const currencyOf = (row: ExternalSale) => row.currency;

/** What the imported row carried besides the recognised columns, as `clave: valor`. */
const detailsText = (row: ExternalSale) =>
  Object.entries(row.details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ') || '—';

export const EXTERNAL_COLUMNS: ReportColumn<ExternalSale>[] = [
  { id: 'business_date', header: 'Día', sortable: true, render: (row) => formatDate(row.business_date) },
  {
    id: 'partner_name',
    header: 'Asociado',
    sortable: true,
    render: (row) => `${row.partner_name} (${row.partner_code})`,
  },
  { id: 'external_system', header: 'Sistema', sortable: true, render: (row) => row.external_system_name },
  { id: 'currency', header: 'Moneda' },
  moneyColumn<ExternalSale>({ id: 'sales', header: 'Ventas', sortable: true, group: FIGURES, currency: currencyOf }),
  moneyColumn<ExternalSale>({ id: 'prizes', header: 'Premios', sortable: true, group: FIGURES, currency: currencyOf }),
  moneyColumn<ExternalSale>({
    id: 'commission',
    header: 'Comisión',
    group: FIGURES,
    currency: currencyOf,
    hideOnSmall: true,
  }),
  moneyColumn<ExternalSale>({ id: 'net', header: 'Neto', sortable: true, group: FIGURES, currency: currencyOf }),
  countColumn<ExternalSale>({ id: 'tickets', header: 'Tickets', group: FIGURES, hideOnSmall: true }),
  { id: 'details', header: 'Otros datos', hideOnSmall: true, render: detailsText },
  { id: 'imported_by', header: 'Importado por', hideOnSmall: true },
  {
    id: 'imported_at',
    header: 'Importado',
    sortable: true,
    hideOnSmall: true,
    render: (row) => formatDateTime(row.imported_at),
  },
];
