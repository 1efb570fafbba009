import type { Currency, ListQuery } from '@banca/contracts';
import type { Page } from '../../lib/pagination';
import type { UseCaseContext } from '../../lib/use-case';
import type { Db } from '../../db/client';
import {
  dailySalesPartnersQueries,
  grossSaleQueries,
  onlineSalesDetailQueries,
  onlineSalesSummaryQueries,
  ticketsPlayedQueries,
} from './repository';
import type { FiguresPage } from './figures-repository';
import { salesReportFiltersOf, type SalesReportFilters, type SalesReportQuery } from './sales-report-filters';

/** What a report's repository gives for a filter set and an order. */
interface ReportQueries<Row, Totals> {
  page(limit: number, offset: number): Promise<FiguresPage<Row, Totals>>;
  all(): AsyncIterable<Row>;
}

type QueriesOf<Q, Row, Totals> = (db: Db, filters: SalesReportFilters, query: Q) => ReportQueries<Row, Totals>;

/** A report's page: its rows, and its totals per currency over every row of the filters. */
export type ReportPage<Row, Totals> = Page<Row> & { totals: (Totals & { currency: Currency })[] };

/**
 * A sales report read the one way: the filters resolved (today by default, the period checked,
 * the focus inside the caller's subtree), then its page, count and totals in one statement, or
 * all its rows for a file. Each report only says which queries it reads.
 */
function salesReport<Q extends SalesReportQuery & Pick<ListQuery, 'order'>, Row, Totals>(
  queriesOf: QueriesOf<Q, Row, Totals>,
) {
  return {
    async page(ctx: UseCaseContext, query: Q & ListQuery): Promise<ReportPage<Row, Totals>> {
      const queries = queriesOf(ctx.db, await salesReportFiltersOf(ctx, query), query);
      const { rows, total, totals } = await queries.page(query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows,
        total,
        page: query.page,
        per_page: query.per_page,
        totals: totals as ReportPage<Row, Totals>['totals'],
      };
    },
    async *rows(ctx: UseCaseContext, filters: Q): AsyncGenerator<Row> {
      yield* queriesOf(ctx.db, await salesReportFiltersOf(ctx, filters), filters).all();
    },
  };
}

export const grossSaleReport = salesReport(grossSaleQueries);
export const dailySalesPartnersReport = salesReport(dailySalesPartnersQueries);
export const onlineSalesSummaryReport = salesReport(onlineSalesSummaryQueries);
export const onlineSalesDetailReport = salesReport(onlineSalesDetailQueries);
export const ticketsPlayedReport = salesReport(ticketsPlayedQueries);
