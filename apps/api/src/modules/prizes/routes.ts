import { checkPrize as checkPrizeContract, payPrize as payPrizeContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { checkPrize } from './check-prize';
import { payPrize } from './pay-prize';

/** /api/v2/ticket-office/prizes/…: checking and paying a prize at a taquilla. */
export async function prizeRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, checkPrizeContract, async (request) => checkPrize(contextOf(request, db), request.body));
  registerEndpoint(app, payPrizeContract, async (request) => payPrize(contextOf(request, db), request.body));
}
