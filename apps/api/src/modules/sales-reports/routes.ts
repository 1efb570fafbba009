import {
  exportDailySalesPartners,
  exportGrossSales,
  exportOnlineSalesDetail,
  exportOnlineSalesSummary,
  exportTicketsPlayed,
  listDailySalesPartners as listDailySalesPartnersContract,
  listGrossSales as listGrossSalesContract,
  listOnlineSalesDetail as listOnlineSalesDetailContract,
  listOnlineSalesSummary as listOnlineSalesSummaryContract,
  listTicketsPlayed as listTicketsPlayedContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { listDailySalesPartners } from './list-daily-sales-partners';
import { listGrossSales } from './list-gross-sales';
import { listOnlineSalesDetail } from './list-online-sales-detail';
import { listOnlineSalesSummary } from './list-online-sales-summary';
import { listTicketsPlayed } from './list-tickets-played';
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
  registerEndpoint(app, listGrossSalesContract, (request) => listGrossSales(contextOf(request, app.db), request.query));
  registerEndpoint(app, listDailySalesPartnersContract, (request) =>
    listDailySalesPartners(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listOnlineSalesSummaryContract, (request) =>
    listOnlineSalesSummary(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listOnlineSalesDetailContract, (request) =>
    listOnlineSalesDetail(contextOf(request, app.db), request.query),
  );
  registerEndpoint(app, listTicketsPlayedContract, (request) =>
    listTicketsPlayed(contextOf(request, app.db), request.query),
  );
  registerExport(app, exportGrossSales, grossSaleExport);
  registerExport(app, exportDailySalesPartners, dailySalesPartnersExport);
  registerExport(app, exportOnlineSalesSummary, onlineSalesSummaryExport);
  registerExport(app, exportOnlineSalesDetail, onlineSalesDetailExport);
  registerExport(app, exportTicketsPlayed, ticketsPlayedExport);
}
