import type {
  DailySalesPartnerRow,
  DailySalesPartnersPage,
  GrossSalePage,
  GrossSaleRow,
  OnlineSalesDetailPage,
  OnlineSalesDetailRow,
  OnlineSalesSummaryPage,
  OnlineSalesSummaryRow,
  TicketsPlayedPage,
  TicketsPlayedRow,
  ZDailySalesPartnersQuery,
  ZGrossSaleQuery,
  ZOnlineSalesDetailQuery,
  ZOnlineSalesSummaryQuery,
  ZTicketsPlayedQuery,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { figuresQueries, salesFigures, SALES_MONEY, ticketFigures } from './figures-repository';
import type { SalesReportFilters } from './sales-report-filters';

/*
 * The four sales reports over the shared figures: their keys, the names of their keys, their
 * sortable columns and their default order.
 */

type SortOf<Q extends z.ZodType<{ sort?: string | undefined }>> = NonNullable<z.output<Q>['sort']>;
type SortQuery<Q extends z.ZodType> = z.output<Q>;
type Totals<P extends { totals: unknown[] }> = P['totals'][number];

const PARTNER_COLUMNS = sql`x.partner_id, p.code AS partner_code, p.name AS partner_name, p.kind AS partner_kind`;
const money = {
  sold: sql`x.sold`,
  sales: sql`x.sales`,
  prizes: sql`x.prizes`,
  commission: sql`x.commission`,
  net: sql`x.net`,
};

/** gross-sale: per business day × product, the earliest day first. */
export function grossSaleQueries(db: Db, f: SalesReportFilters, sort: SortQuery<typeof ZGrossSaleQuery>) {
  return figuresQueries<GrossSaleRow, Totals<GrossSalePage>, SortOf<typeof ZGrossSaleQuery>>(
    db,
    {
      figures: salesFigures(f, ['business_date', 'product_id'], { tickets: false }),
      from: sql`figures x JOIN products pr ON pr.id = x.product_id`,
      keyColumns: sql`x.business_date::text AS business_date, x.product_id, pr.name AS product_name`,
      money: SALES_MONEY,
      counts: ['plays'],
      sortable: { business_date: sql`x.business_date`, product_name: sql`pr.name`, plays: sql`x.plays`, ...money },
      order: sql`x.business_date, pr.name, x.product_id, x.currency`,
    },
    sort,
  );
}

/** daily-sales-partners: per business day × partner (the focus's children, or a level). */
export function dailySalesPartnersQueries(
  db: Db,
  f: SalesReportFilters,
  sort: SortQuery<typeof ZDailySalesPartnersQuery>,
) {
  return figuresQueries<DailySalesPartnerRow, Totals<DailySalesPartnersPage>, SortOf<typeof ZDailySalesPartnersQuery>>(
    db,
    {
      figures: salesFigures(f, ['business_date', 'partner_id'], { tickets: true }),
      from: sql`figures x JOIN partners p ON p.id = x.partner_id`,
      keyColumns: sql`x.business_date::text AS business_date, ${PARTNER_COLUMNS}`,
      money: SALES_MONEY,
      counts: ['tickets'],
      sortable: { business_date: sql`x.business_date`, partner_name: sql`p.name`, tickets: sql`x.tickets`, ...money },
      order: sql`x.business_date, p.name, x.partner_id, x.currency`,
    },
    sort,
  );
}

/** online-sales/summary: per channel (web, terminal). */
export function onlineSalesSummaryQueries(
  db: Db,
  f: SalesReportFilters,
  sort: SortQuery<typeof ZOnlineSalesSummaryQuery>,
) {
  return figuresQueries<OnlineSalesSummaryRow, Totals<OnlineSalesSummaryPage>, SortOf<typeof ZOnlineSalesSummaryQuery>>(
    db,
    {
      figures: salesFigures(f, ['channel'], { tickets: true }),
      from: sql`figures x`,
      keyColumns: sql`x.channel`,
      money: SALES_MONEY,
      counts: ['tickets'],
      sortable: { channel: sql`x.channel`, tickets: sql`x.tickets`, ...money },
      order: sql`x.channel DESC, x.currency`,
    },
    sort,
  );
}

/** online-sales/detail: per business day × partner × channel. */
export function onlineSalesDetailQueries(
  db: Db,
  f: SalesReportFilters,
  sort: SortQuery<typeof ZOnlineSalesDetailQuery>,
) {
  return figuresQueries<OnlineSalesDetailRow, Totals<OnlineSalesDetailPage>, SortOf<typeof ZOnlineSalesDetailQuery>>(
    db,
    {
      figures: salesFigures(f, ['business_date', 'partner_id', 'channel'], { tickets: true }),
      from: sql`figures x JOIN partners p ON p.id = x.partner_id`,
      keyColumns: sql`x.business_date::text AS business_date, ${PARTNER_COLUMNS}, x.channel`,
      money: SALES_MONEY,
      counts: ['tickets'],
      sortable: {
        business_date: sql`x.business_date`,
        partner_name: sql`p.name`,
        channel: sql`x.channel`,
        tickets: sql`x.tickets`,
        ...money,
      },
      order: sql`x.business_date, p.name, x.partner_id, x.channel DESC, x.currency`,
    },
    sort,
  );
}

/** tickets-played/summary: per status, in the order a ticket lives them. */
export function ticketsPlayedQueries(db: Db, f: SalesReportFilters, sort: SortQuery<typeof ZTicketsPlayedQuery>) {
  return figuresQueries<TicketsPlayedRow, Totals<TicketsPlayedPage>, SortOf<typeof ZTicketsPlayedQuery>>(
    db,
    {
      figures: ticketFigures(f),
      from: sql`figures x`,
      keyColumns: sql`x.status`,
      money: ['amount', 'prizes'],
      counts: ['tickets'],
      sortable: { status: sql`x.status`, tickets: sql`x.tickets`, amount: sql`x.amount`, prizes: sql`x.prizes` },
      order: sql`array_position(ARRAY['ACTIVO', 'PREMIADO', 'PERDEDOR', 'PAGADO', 'VENCIDO', 'ANULADO'], x.status), x.currency`,
    },
    sort,
  );
}
