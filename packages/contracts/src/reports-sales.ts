import { z } from 'zod';
import { rule } from './access';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';
import { PARTNER_FIELDS } from './roles';
import { ZTicketStatus } from './sales';

/**
 * The sales reports of balance-report (grossSales, daily-sales, salesOnline) and the tickets
 * played by status, read from the sales rollups of the caller's part of the network.
 *
 * Dates are business dates (the banca's day of the sale), both included; when both are missing
 * they are today in the caller's zone (x-timezone), and a missing one is the other; at most
 * MAX_SALES_REPORT_DAYS days, never backwards (400 on `to_date`). `partner_id` narrows the focus
 * to a partner of the caller's subtree (404 outside it). Money is in minor units, every row and
 * every totals entry of one currency.
 *
 * Figures: `sold` is every play sold, annulled or not; `annulled` the plays of tickets now
 * annulled; `sales` is sold − annulled; `prizes` the prizes of tickets not annulled as awarded
 * now; `commission` the sum of the selling agencies' priced cells (agency, day, product, bet
 * type, currency), or of exact shares of them for a taquilla or a channel (ADR 051), never
 * rounded again; `net` is sales − prizes − commission.
 */

/** Who reads these reports (screens table: A, S, D, T). */
export const SALES_REPORT_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;

/** The longest period these reports read at once, both ends included. */
export const MAX_SALES_REPORT_DAYS = 366;

/**
 * The level a report by partner groups at: each taquilla counts under its partner of that kind
 * (the highest one from the focus down), or under the focus when there is none between them.
 * Without a level, rows are the focus's direct children (a taquilla in focus stands for itself).
 */
export const SALES_REPORT_LEVELS = ['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const;
export const ZSalesReportLevel = z.enum(SALES_REPORT_LEVELS, {
  error: 'El nivel debe ser DISTRIBUIDOR, AGENCIA o TAQUILLA.',
});
export type SalesReportLevel = z.infer<typeof ZSalesReportLevel>;

/** Where a ticket was sold: the web point of sale or a terminal. */
export const SALE_CHANNELS = ['WEB', 'TERMINAL'] as const;
export const ZSaleChannel = z.enum(SALE_CHANNELS, { error: 'El canal debe ser WEB o TERMINAL.' });
export type SaleChannel = z.infer<typeof ZSaleChannel>;
export const SALE_CHANNEL_LABELS: Record<SaleChannel, string> = { WEB: 'Web', TERMINAL: 'Terminal' };

/** The filters of every sales report. */
const periodFilters = {
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
  currency: ZCurrency.optional(),
};
const salesFilters = { ...periodFilters, product_id: zTextId('El producto').optional() };

/** The money of a row or a totals entry. */
const money = {
  sold: ZMinorUnits,
  annulled: ZMinorUnits,
  sales: ZMinorUnits,
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  net: ZMinorUnits,
};
/** Tickets of the row's day, partner, channel and currency, whatever `product_id` says (a ticket may hold several products). */
const tickets = { tickets: z.number().int() };

/** The money a report sorts by, in the order its columns show it. */
const MONEY_SORTABLE = ['sold', 'sales', 'prizes', 'commission', 'net'] as const;

const REPORTS = '/api/v2/admin/reports';
const access = rule(SALES_REPORT_ROLES);

// gross-sale: per business day × product.

export const GROSS_SALE_SORTABLE = ['business_date', 'product_name', ...MONEY_SORTABLE, 'plays'] as const;
export const ZGrossSaleQuery = zListQueryOf(GROSS_SALE_SORTABLE, salesFilters);
export type GrossSaleQuery = z.input<typeof ZGrossSaleQuery>;
export const ZGrossSaleRow = z.object({
  business_date: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  currency: ZCurrency,
  ...money,
  /** Plays sold and not annulled. */
  plays: z.number().int(),
});
export type GrossSaleRow = z.infer<typeof ZGrossSaleRow>;
export const ZGrossSalePage = zReportPage(ZGrossSaleRow, { ...money, plays: z.number().int() });
export type GrossSalePage = z.infer<typeof ZGrossSalePage>;

export const [listGrossSales, exportGrossSales] = reportEndpointsOf({
  path: `${REPORTS}/gross-sale`,
  summary: 'Ventas brutas por día y producto: vendido, anulado, ventas, premios, comisión y neto',
  access,
  query: ZGrossSaleQuery,
  page: ZGrossSalePage,
});

// daily-sales-partners: per business day × partner.

export const DAILY_SALES_PARTNERS_SORTABLE = ['business_date', 'partner_name', ...MONEY_SORTABLE, 'tickets'] as const;
export const ZDailySalesPartnersQuery = zListQueryOf(DAILY_SALES_PARTNERS_SORTABLE, {
  ...salesFilters,
  level: ZSalesReportLevel.optional(),
});
export type DailySalesPartnersQuery = z.input<typeof ZDailySalesPartnersQuery>;
export const ZDailySalesPartnerRow = z.object({
  business_date: z.string(),
  ...PARTNER_FIELDS,
  currency: ZCurrency,
  ...money,
  ...tickets,
});
export type DailySalesPartnerRow = z.infer<typeof ZDailySalesPartnerRow>;
export const ZDailySalesPartnersPage = zReportPage(ZDailySalesPartnerRow, { ...money, ...tickets });
export type DailySalesPartnersPage = z.infer<typeof ZDailySalesPartnersPage>;

export const [listDailySalesPartners, exportDailySalesPartners] = reportEndpointsOf({
  path: `${REPORTS}/daily-sales-partners`,
  summary: 'Ventas diarias por asociado: ventas, anulado, premios, comisión, neto y tickets',
  access,
  query: ZDailySalesPartnersQuery,
  page: ZDailySalesPartnersPage,
});

// online-sales/*: the web point of sale against the terminals.

export const ONLINE_SALES_SUMMARY_SORTABLE = ['channel', 'tickets', ...MONEY_SORTABLE] as const;
export const ZOnlineSalesSummaryQuery = zListQueryOf(ONLINE_SALES_SUMMARY_SORTABLE, salesFilters);
export type OnlineSalesSummaryQuery = z.input<typeof ZOnlineSalesSummaryQuery>;
export const ZOnlineSalesSummaryRow = z.object({ channel: ZSaleChannel, currency: ZCurrency, ...tickets, ...money });
export type OnlineSalesSummaryRow = z.infer<typeof ZOnlineSalesSummaryRow>;
export const ZOnlineSalesSummaryPage = zReportPage(ZOnlineSalesSummaryRow, { ...tickets, ...money });
export type OnlineSalesSummaryPage = z.infer<typeof ZOnlineSalesSummaryPage>;

export const [listOnlineSalesSummary, exportOnlineSalesSummary] = reportEndpointsOf({
  path: `${REPORTS}/online-sales/summary`,
  summary: 'Ventas en línea: tickets, ventas, premios y neto por canal (web o terminal)',
  access,
  query: ZOnlineSalesSummaryQuery,
  page: ZOnlineSalesSummaryPage,
});

export const ONLINE_SALES_DETAIL_SORTABLE = [
  'business_date',
  'partner_name',
  'channel',
  'tickets',
  ...MONEY_SORTABLE,
] as const;
export const ZOnlineSalesDetailQuery = zListQueryOf(ONLINE_SALES_DETAIL_SORTABLE, {
  ...salesFilters,
  level: ZSalesReportLevel.optional(),
  channel: ZSaleChannel.optional(),
});
export type OnlineSalesDetailQuery = z.input<typeof ZOnlineSalesDetailQuery>;
export const ZOnlineSalesDetailRow = z.object({
  business_date: z.string(),
  ...PARTNER_FIELDS,
  channel: ZSaleChannel,
  currency: ZCurrency,
  ...tickets,
  ...money,
});
export type OnlineSalesDetailRow = z.infer<typeof ZOnlineSalesDetailRow>;
export const ZOnlineSalesDetailPage = zReportPage(ZOnlineSalesDetailRow, { ...tickets, ...money });
export type OnlineSalesDetailPage = z.infer<typeof ZOnlineSalesDetailPage>;

export const [listOnlineSalesDetail, exportOnlineSalesDetail] = reportEndpointsOf({
  path: `${REPORTS}/online-sales/detail`,
  summary: 'Ventas en línea por día, asociado y canal (web o terminal)',
  access,
  query: ZOnlineSalesDetailQuery,
  page: ZOnlineSalesDetailPage,
});

// tickets-played/summary: tickets by their status now.

export const TICKETS_PLAYED_SORTABLE = ['status', 'tickets', 'amount', 'prizes'] as const;
export const ZTicketsPlayedQuery = zListQueryOf(TICKETS_PLAYED_SORTABLE, {
  ...periodFilters,
  channel: ZSaleChannel.optional(),
});
export type TicketsPlayedQuery = z.input<typeof ZTicketsPlayedQuery>;
/**
 * The tickets of one status now (ACTIVO, ANULADO, PREMIADO, PERDEDOR, PAGADO, or VENCIDO: an unpaid
 * prize past its validity, as every screen reads it) in one currency.
 */
export const ZTicketsPlayedRow = z.object({
  status: ZTicketStatus,
  currency: ZCurrency,
  tickets: z.number().int(),
  /** What the tickets were sold for. */
  amount: ZMinorUnits,
  /** Their prizes as awarded now. */
  prizes: ZMinorUnits,
});
export type TicketsPlayedRow = z.infer<typeof ZTicketsPlayedRow>;
export const ZTicketsPlayedPage = zReportPage(ZTicketsPlayedRow, {
  tickets: z.number().int(),
  amount: ZMinorUnits,
  prizes: ZMinorUnits,
});
export type TicketsPlayedPage = z.infer<typeof ZTicketsPlayedPage>;

export const [listTicketsPlayed, exportTicketsPlayed] = reportEndpointsOf({
  path: `${REPORTS}/tickets-played/summary`,
  summary: 'Tickets jugados por estado: cantidad, monto y premios por moneda',
  access,
  query: ZTicketsPlayedQuery,
  page: ZTicketsPlayedPage,
});

export const salesReportEndpoints = [
  listGrossSales,
  exportGrossSales,
  listDailySalesPartners,
  exportDailySalesPartners,
  listOnlineSalesSummary,
  exportOnlineSalesSummary,
  listOnlineSalesDetail,
  exportOnlineSalesDetail,
  listTicketsPlayed,
  exportTicketsPlayed,
] as const;
