import {
  PARTNER_KIND_LABELS,
  SALE_CHANNEL_LABELS,
  type Currency,
  type PartnerKind,
  type SaleChannel,
} from '@banca/contracts';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';

/** The money of every sales figure, in minor units of the row's currency. */
interface SalesMoney {
  readonly currency: Currency;
  readonly sold: string;
  readonly annulled: string;
  readonly sales: string;
  readonly prizes: string;
  readonly commission: string;
  readonly net: string;
}

const MONEY: readonly { id: keyof SalesMoney; header: string; sortable: boolean; hideOnSmall?: boolean }[] = [
  { id: 'sold', header: 'Vendido', sortable: true, hideOnSmall: true },
  { id: 'annulled', header: 'Anulado', sortable: false, hideOnSmall: true },
  { id: 'sales', header: 'Ventas', sortable: true },
  { id: 'prizes', header: 'Premios', sortable: true },
  { id: 'commission', header: 'Comisión', sortable: true },
  { id: 'net', header: 'Neto', sortable: true },
];

/**
 * Vendido, Anulado, Ventas (vendido − anulado), Premios, Comisión and Neto (ventas − premios −
 * comisión), each in the row's currency and summed per currency in the totals row.
 */
export function salesMoneyColumns<Row extends SalesMoney>(): ReportColumn<Row>[] {
  return MONEY.map((column) => moneyColumn<Row>({ ...column, group: 'Importes', currency: (row) => row.currency }));
}

export const dayColumn = <Row extends { business_date: string }>(): ReportColumn<Row> => ({
  id: 'business_date',
  header: 'Día',
  sortable: true,
  render: (row) => formatDate(row.business_date),
});

export const partnerColumn = <
  Row extends { partner_name: string; partner_kind: PartnerKind },
>(): ReportColumn<Row> => ({
  id: 'partner_name',
  header: 'Asociado',
  sortable: true,
  render: (row) => `${row.partner_name} (${PARTNER_KIND_LABELS[row.partner_kind]})`,
});

export const channelColumn = <Row extends { channel: SaleChannel }>(): ReportColumn<Row> => ({
  id: 'channel',
  header: 'Canal',
  sortable: true,
  render: (row) => SALE_CHANNEL_LABELS[row.channel],
});

export const currencyColumn = <Row extends { currency: Currency }>(): ReportColumn<Row> => ({
  id: 'currency',
  header: 'Moneda',
  hideOnSmall: true,
});
