import {
  PARTNER_KIND_LABELS,
  SALE_CHANNEL_LABELS,
  TICKET_STATUS_LABELS,
  type DailySalesPartnerRow,
  type exportDailySalesPartners,
  type exportGrossSales,
  type exportOnlineSalesDetail,
  type exportOnlineSalesSummary,
  type exportTicketsPlayed,
  type GrossSaleRow,
  type OnlineSalesDetailRow,
  type OnlineSalesSummaryRow,
  type TicketsPlayedRow,
} from '@banca/contracts';
import { filterLabelsOf, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import {
  dailySalesPartnersReport,
  grossSaleReport,
  onlineSalesDetailReport,
  onlineSalesSummaryReport,
  ticketsPlayedReport,
} from './read-sales-report';

/** The sales reports as files: each report's own query and scope, through a cursor. */

const FILTER_LABELS = filterLabelsOf(
  'from_date',
  'to_date',
  'partner_id',
  'product_id',
  'currency',
  'channel',
  'level',
);

type Money = Pick<GrossSaleRow, 'currency' | 'sold' | 'annulled' | 'sales' | 'prizes' | 'commission' | 'net'>;

/** The money columns every sales figure shows, in the row's currency. */
function moneyColumns<Row extends Money>(): ExportColumn<Row>[] {
  const column = (title: string, value: keyof Money & string): ExportColumn<Row> => ({
    title,
    kind: 'money',
    value,
    currency: 'currency',
    group: 'Importes',
  });
  return [
    column('Vendido', 'sold'),
    column('Anulado', 'annulled'),
    column('Ventas', 'sales'),
    column('Premios', 'prizes'),
    column('Comisión', 'commission'),
    column('Neto', 'net'),
  ];
}

const partnerColumns = <Row extends DailySalesPartnerRow | OnlineSalesDetailRow>(): ExportColumn<Row>[] => [
  { title: 'Código', kind: 'text', value: 'partner_code', width: 12 },
  { title: 'Asociado', kind: 'text', value: 'partner_name' },
  { title: 'Tipo', kind: 'text', value: (row) => PARTNER_KIND_LABELS[row.partner_kind], width: 14 },
];

const currency = { title: 'Moneda', kind: 'text', value: 'currency', width: 8 } as const;

export const grossSaleExport: ExportSpec<typeof exportGrossSales, GrossSaleRow> = {
  title: 'Ventas brutas',
  fileName: 'ventas-brutas',
  filterLabels: FILTER_LABELS,
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    { title: 'Producto', kind: 'text', value: 'product_name' },
    currency,
    ...moneyColumns<GrossSaleRow>(),
    { title: 'Jugadas', kind: 'number', value: 'plays' },
  ],
  rows: (ctx, filters) => grossSaleReport.rows(ctx, filters),
};

export const dailySalesPartnersExport: ExportSpec<typeof exportDailySalesPartners, DailySalesPartnerRow> = {
  title: 'Ventas diarias por asociado',
  fileName: 'ventas-diarias',
  filterLabels: FILTER_LABELS,
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    ...partnerColumns<DailySalesPartnerRow>(),
    currency,
    ...moneyColumns<DailySalesPartnerRow>(),
    { title: 'Tickets', kind: 'number', value: 'tickets' },
  ],
  rows: (ctx, filters) => dailySalesPartnersReport.rows(ctx, filters),
};

const channel = {
  title: 'Canal',
  kind: 'text',
  value: (row: { channel: 'WEB' | 'TERMINAL' }) => SALE_CHANNEL_LABELS[row.channel],
} as const;

export const onlineSalesSummaryExport: ExportSpec<typeof exportOnlineSalesSummary, OnlineSalesSummaryRow> = {
  title: 'Ventas en línea por canal',
  fileName: 'ventas-en-linea',
  filterLabels: FILTER_LABELS,
  columns: [
    channel,
    currency,
    { title: 'Tickets', kind: 'number', value: 'tickets' },
    ...moneyColumns<OnlineSalesSummaryRow>(),
  ],
  rows: (ctx, filters) => onlineSalesSummaryReport.rows(ctx, filters),
};

export const onlineSalesDetailExport: ExportSpec<typeof exportOnlineSalesDetail, OnlineSalesDetailRow> = {
  title: 'Ventas en línea por día y asociado',
  fileName: 'ventas-en-linea-detalle',
  filterLabels: FILTER_LABELS,
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    ...partnerColumns<OnlineSalesDetailRow>(),
    channel,
    currency,
    { title: 'Tickets', kind: 'number', value: 'tickets' },
    ...moneyColumns<OnlineSalesDetailRow>(),
  ],
  rows: (ctx, filters) => onlineSalesDetailReport.rows(ctx, filters),
};

export const ticketsPlayedExport: ExportSpec<typeof exportTicketsPlayed, TicketsPlayedRow> = {
  title: 'Tickets jugados por estado',
  fileName: 'tickets-jugados',
  filterLabels: FILTER_LABELS,
  columns: [
    { title: 'Estado', kind: 'text', value: (row) => TICKET_STATUS_LABELS[row.status] },
    currency,
    { title: 'Tickets', kind: 'number', value: 'tickets' },
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Importes' },
    { title: 'Premios', kind: 'money', value: 'prizes', currency: 'currency', group: 'Importes' },
  ],
  rows: (ctx, filters) => ticketsPlayedReport.rows(ctx, filters),
};
