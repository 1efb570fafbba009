import {
  exportDailySalesPartners,
  exportGrossSales,
  exportOnlineSalesDetail,
  exportOnlineSalesSummary,
  exportTicketsPlayed,
  listDailySalesPartners,
  listGrossSales,
  listOnlineSalesDetail,
  listOnlineSalesSummary,
  listTicketsPlayed,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import {
  dailySalesPartnersReport,
  grossSaleReport,
  onlineSalesDetailReport,
  onlineSalesSummaryReport,
  ticketsPlayedReport,
} from './read-sales-report';
import {
  dailySalesPartnersExport,
  grossSaleExport,
  onlineSalesDetailExport,
  onlineSalesSummaryExport,
  ticketsPlayedExport,
} from './sales-report-exports';

/**
 * /api/v2/admin/reports/{gross-sale|daily-sales-partners|online-sales/*|tickets-played/summary}:
 * the sales reports read from the rollups, and their files.
 */
export async function salesReportRoutes(app: FastifyInstance) {
  registerEndpoint(app, listGrossSales, (request) => grossSaleReport.page(contextOf(request, app.db), request.query));
  registerEndpoint(app, listDailySalesPartners, (request) =>
    dailySalesPartnersReport.page(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listOnlineSalesSummary, (request) =>
    onlineSalesSummaryReport.page(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listOnlineSalesDetail, (request) =>
    onlineSalesDetailReport.page(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listTicketsPlayed, (request) =>
    ticketsPlayedReport.page(contextOf(request, app.db), request.query),
  );
  registerExport(app, exportGrossSales, grossSaleExport);
  registerExport(app, exportDailySalesPartners, dailySalesPartnersExport);
  registerExport(app, exportOnlineSalesSummary, onlineSalesSummaryExport);
  registerExport(app, exportOnlineSalesDetail, onlineSalesDetailExport);
  registerExport(app, exportTicketsPlayed, ticketsPlayedExport);
}
