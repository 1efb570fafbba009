import { listGrossSales, ZGrossSalePage, type GrossSaleRow } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { SALES_REPORTS_KEY, useReportRows, usePeriodParams } from './report-state';

const parse = (body: unknown) => ZGrossSalePage.parse(body);

/** Ventas brutas: per day and product of the period, the filters in the URL. */
export function useGrossSalesList(range: DateRange) {
  return useListQuery<GrossSaleRow>({
    queryKey: [...SALES_REPORTS_KEY, 'gross-sale'],
    path: listGrossSales.path,
    parse,
    filterKeys: ['partner_id', 'product_id', 'currency'],
    params: usePeriodParams(range),
    defaultPerPage: 50,
  });
}

/** The rows of the gross sales chart: by day, then product. */
export const useGrossSalesChartRows = (list: ReturnType<typeof useGrossSalesList>) =>
  useReportRows(listGrossSales.path, parse, list.exportRequest.body, { sort: 'business_date' });
