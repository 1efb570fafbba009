import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { queryOf, registerReportUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { kpiColdestNumbers } from './kpi-coldest-numbers';
import { kpiLatestPartners } from './kpi-latest-partners';
import { kpiLossProfit } from './kpi-loss-profit';
import { kpiSalesByBetTypes } from './kpi-sales-by-bet-types';
import { kpiSalesByHour } from './kpi-sales-by-hour';
import { kpiSalesByPartner } from './kpi-sales-by-partner';
import { kpiSalesByProduct } from './kpi-sales-by-product';
import { kpiSummary } from './kpi-summary';
import { kpiTicketsByDay } from './kpi-tickets-by-day';
import { kpiTopNumbers } from './kpi-top-numbers';
import { kpiTopRisk } from './kpi-top-risk';
import { kpiTopTickets } from './kpi-top-tickets';

/**
 * /api/v2/admin/kpis/…: the dashboards' figures, read from the sales rollups within the caller's
 * subtree, on the reports' connection (ADR 056).
 */
export async function kpiRoutes(app: FastifyInstance) {
  const kpis = [
    [contracts.kpiTopNumbers, kpiTopNumbers],
    [contracts.kpiTopTickets, kpiTopTickets],
    [contracts.kpiLatestPartners, kpiLatestPartners],
    [contracts.kpiSalesByProduct, kpiSalesByProduct],
    [contracts.kpiSalesByBetTypes, kpiSalesByBetTypes],
    [contracts.kpiColdestNumbers, kpiColdestNumbers],
    [contracts.kpiTicketsByDay, kpiTicketsByDay],
    [contracts.kpiLossProfit, kpiLossProfit],
    [contracts.kpiSalesByHour, kpiSalesByHour],
  ] as const;
  // Top-risk follows the sale's live exposure, on the primary; every other figure reads the reports' connection.
  registerUseCase(app, contracts.kpiTopRisk, kpiTopRisk, queryOf);
  for (const [contract, read] of kpis) {
    registerReportUseCase(app, contract, read, queryOf);
  }
  registerReportUseCase(app, contracts.kpiSalesByPartner, kpiSalesByPartner, queryOf);
  registerReportUseCase(app, contracts.kpiSummary, kpiSummary, queryOf);
}
