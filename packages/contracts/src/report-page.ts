import { z } from 'zod';
import type { AccessRule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { ZIsoDate } from './logs';
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

/**
 * A period of business dates, both included: one end alone is that day, none is today in the
 * caller's zone (x-timezone); how long it may be is each report's own limit.
 */
export const REPORT_PERIOD_FILTERS = {
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
};

/** What a report answers besides its page: bad filters, no session, no access, a partner outside the caller's subtree. */
export const REPORT_ERRORS = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * A report's two endpoints: `GET <path>` with its filters as the query answering a report page,
 * and its export (`POST <path>/export`, the same filters and access, a file as the answer).
 */
export function reportEndpointsOf<const Path extends string, const Q extends z.ZodType, const P extends z.ZodType>(report: {
  path: Path;
  summary: string;
  access: AccessRule;
  query: Q;
  page: P;
}) {
  const list = defineEndpoint({
    method: 'GET',
    path: report.path,
    summary: report.summary,
    tag: 'Reportes',
    access: report.access,
    request: { query: report.query },
    responses: { 200: report.page, ...REPORT_ERRORS },
  });
  return [list, exportEndpointOf(list)] as const;
}
