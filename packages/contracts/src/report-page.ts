import { z } from 'zod';
import { zPage } from './list';
import { ZCurrency } from './money';

/**
 * A report's page: its rows, and its totals over every row of the filters (not just the page),
 * one per currency: amounts of two currencies are never added together. Each totals entry names
 * its currency and carries the sums under the same keys as the row's columns.
 */
export function zReportPage<R extends z.ZodType, S extends z.ZodRawShape>(row: R, sums: S) {
  return zPage(row).extend({ totals: z.array(z.object({ currency: ZCurrency, ...sums })) });
}
