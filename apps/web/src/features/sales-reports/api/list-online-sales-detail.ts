import { listOnlineSalesDetail } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { SALES_REPORTS_KEY, usePeriodParams } from './report-state';

/** Ventas en línea, detail: per day, partner and channel, the filters in the URL. */
export function useOnlineSalesDetailList(range: DateRange) {
  return useEndpointList(listOnlineSalesDetail, {
    queryKey: [...SALES_REPORTS_KEY, 'online-sales-detail'],
    filterKeys: ['partner_id', 'product_id', 'currency', 'level', 'channel'],
    params: usePeriodParams(range),
    defaultPerPage: 50,
  });
}
