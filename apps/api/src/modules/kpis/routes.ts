import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
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

/** /api/v2/admin/kpis/…: the dashboards' figures, read from the sales rollups within the caller's subtree. */
export async function kpiRoutes(app: FastifyInstance) {
  const db = app.db;
  const kpis = [
    [contracts.kpiTopNumbers, kpiTopNumbers],
    [contracts.kpiTopRisk, kpiTopRisk],
    [contracts.kpiTopTickets, kpiTopTickets],
    [contracts.kpiLatestPartners, kpiLatestPartners],
    [contracts.kpiSalesByProduct, kpiSalesByProduct],
    [contracts.kpiSalesByBetTypes, kpiSalesByBetTypes],
    [contracts.kpiColdestNumbers, kpiColdestNumbers],
    [contracts.kpiTicketsByDay, kpiTicketsByDay],
    [contracts.kpiLossProfit, kpiLossProfit],
    [contracts.kpiSalesByHour, kpiSalesByHour],
  ] as const;
  for (const [contract, read] of kpis) {
    registerEndpoint(app, contract, (request) => read(contextOf(request, db), request.query));
  }
  registerEndpoint(app, contracts.kpiSalesByPartner, (request) =>
    kpiSalesByPartner(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.kpiSummary, (request) => kpiSummary(contextOf(request, db), request.query));
}
