import { listOnlineSalesDetail, ZOnlineSalesDetailPage, type OnlineSalesDetailRow } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { SALES_REPORTS_KEY, usePeriodParams } from './report-state';

/** Ventas en línea, detail: per day, partner and channel, the filters in the URL. */
export function useOnlineSalesDetailList(range: DateRange) {
  return useListQuery<OnlineSalesDetailRow>({
    queryKey: [...SALES_REPORTS_KEY, 'online-sales-detail'],
    path: listOnlineSalesDetail.path,
    parse: (body) => ZOnlineSalesDetailPage.parse(body),
    filterKeys: ['partner_id', 'product_id', 'currency', 'level', 'channel'],
    params: usePeriodParams(range),
    defaultPerPage: 50,
  });
}
