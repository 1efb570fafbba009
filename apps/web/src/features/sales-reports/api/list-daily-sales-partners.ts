import { listDailySalesPartners, ZDailySalesPartnersPage, type DailySalesPartnerRow } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { SALES_REPORTS_KEY, useReportRows, usePeriodParams } from './report-state';

const parse = (body: unknown) => ZDailySalesPartnersPage.parse(body);

/** Ventas diarias: per day and partner (the children of the focus, or a level), the filters in the URL. */
export function useDailySalesPartnersList(range: DateRange) {
  return useListQuery<DailySalesPartnerRow>({
    queryKey: [...SALES_REPORTS_KEY, 'daily-sales-partners'],
    path: listDailySalesPartners.path,
    parse,
    filterKeys: ['partner_id', 'product_id', 'currency', 'level'],
    params: usePeriodParams(range),
    defaultPerPage: 50,
  });
}

/** The rows of the daily sales chart: by day. */
export const useDailySalesChartRows = (list: ReturnType<typeof useDailySalesPartnersList>) =>
  useReportRows(listDailySalesPartners.path, parse, list.exportRequest.body, { sort: 'business_date' });
