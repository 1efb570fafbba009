import {
  kpiColdestNumbers,
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiTicketsByDay,
  kpiTopNumbers,
  kpiTopRisk,
  kpiTopTickets,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { coldestNumbersKpi } from './coldest-numbers';
import { latestPartnersKpi } from './latest-partners';
import { lossProfitKpi } from './loss-profit';
import { salesByBetTypeKpi } from './sales-by-bet-type';
import { salesByPartnerKpi } from './sales-by-partner';
import { salesByProductKpi } from './sales-by-product';
import { ticketsByDayKpi } from './tickets-by-day';
import { topNumbersKpi } from './top-numbers';
import { topRiskKpi } from './top-risk';
import { topTicketsKpi } from './top-tickets';

/** /api/v2/admin/kpis/…: the dashboards' figures, read from the sales rollups within the caller's subtree. */
export async function kpiRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, kpiTopNumbers, async (request) => topNumbersKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiTopRisk, async (request) => topRiskKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiTopTickets, async (request) => topTicketsKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiLatestPartners, async (request) => latestPartnersKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiSalesByPartner, async (request) => salesByPartnerKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiSalesByProduct, async (request) => salesByProductKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiSalesByBetTypes, async (request) =>
    salesByBetTypeKpi(contextOf(request, db), request.query),
  );
  registerEndpoint(app, kpiColdestNumbers, async (request) => coldestNumbersKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiTicketsByDay, async (request) => ticketsByDayKpi(contextOf(request, db), request.query));
  registerEndpoint(app, kpiLossProfit, async (request) => lossProfitKpi(contextOf(request, db), request.query));
}
