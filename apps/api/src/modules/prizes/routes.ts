import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, registerUseCase } from '../../lib/use-case-endpoint';
import { checkPrize } from './check-prize';
import { payPrize } from './pay-prize';

/** /api/v2/ticket-office/prizes/…: checking and paying a prize at a taquilla. */
export async function prizeRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.checkPrize, checkPrize, bodyOf);
  registerUseCase(app, contracts.payPrize, payPrize, bodyOf);
}
