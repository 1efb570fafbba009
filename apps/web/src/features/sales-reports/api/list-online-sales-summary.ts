import { listOnlineSalesSummary, ZOnlineSalesSummaryPage } from '@banca/contracts';
import type { Query } from '@/lib/http';
import { useReportRows } from './report-state';

const parse = (body: unknown) => ZOnlineSalesSummaryPage.parse(body);

/**
 * Ventas en línea, summary: one row per channel and currency for the detail's filters (the
 * summary takes no level nor channel, and the server leaves out what a query does not take).
 */
export const useOnlineSalesSummary = (filters: Query) =>
  useReportRows(listOnlineSalesSummary.path, parse, filters, { sort: 'channel', order: 'desc' });
