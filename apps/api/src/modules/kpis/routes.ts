import {
  kpiColdestNumbers,
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByHour,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary as kpiSummaryContract,
  kpiTicketsByDay,
  kpiTopNumbers,
  kpiTopRisk,
  kpiTopTickets,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { dayFigures, salesByHour } from './days-repository';
import { readKpi } from './kpi-filters';
import { kpiSummary } from './kpi-summary';
import { coldestNumbers, topNumbers } from './numbers-repository';
import { topRisk } from './risk-repository';
import { salesByPartnerKpi } from './sales-by-partner';
import { latestPartners, salesByBetType, salesByProduct } from './sales-repository';
import { topTickets } from './tickets-repository';

/** /api/v2/admin/kpis/…: the dashboards' figures, read from the sales rollups within the caller's subtree. */
export async function kpiRoutes(app: FastifyInstance) {
  const db = app.db;
  const kpis = [
    [kpiTopNumbers, readKpi(topNumbers)],
    [kpiTopRisk, readKpi(topRisk)],
    [kpiTopTickets, readKpi(topTickets)],
    [kpiLatestPartners, readKpi(latestPartners)],
    [kpiSalesByProduct, readKpi(salesByProduct)],
    [kpiSalesByBetTypes, readKpi(salesByBetType)],
    [kpiColdestNumbers, readKpi(coldestNumbers)],
    [kpiTicketsByDay, readKpi(dayFigures)],
    [kpiLossProfit, readKpi(dayFigures)],
    [kpiSalesByHour, readKpi(salesByHour)],
  ] as const;
  for (const [contract, read] of kpis) {
    registerEndpoint(app, contract, (request) => read(contextOf(request, db), request.query));
  }
  registerEndpoint(app, kpiSalesByPartner, (request) => salesByPartnerKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiSummaryContract, (request) => kpiSummary(contextOf(request, db), request.query));
}
