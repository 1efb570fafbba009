import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { queryOf, registerReportUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
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
  registerReportUseCase(app, contracts.listGrossSales, listGrossSales, queryOf);
  registerReportUseCase(app, contracts.listDailySalesPartners, listDailySalesPartners, queryOf);
  registerReportUseCase(app, contracts.listOnlineSalesSummary, listOnlineSalesSummary, queryOf);
  registerReportUseCase(app, contracts.listOnlineSalesDetail, listOnlineSalesDetail, queryOf);
  registerReportUseCase(app, contracts.listTicketsPlayed, listTicketsPlayed, queryOf);
  registerExport(app, contracts.exportGrossSales, grossSaleExport, 'reports');
  registerExport(app, contracts.exportDailySalesPartners, dailySalesPartnersExport, 'reports');
  registerExport(app, contracts.exportOnlineSalesSummary, onlineSalesSummaryExport, 'reports');
  registerExport(app, contracts.exportOnlineSalesDetail, onlineSalesDetailExport, 'reports');
  registerExport(app, contracts.exportTicketsPlayed, ticketsPlayedExport, 'reports');
}
