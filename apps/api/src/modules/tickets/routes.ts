import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { annulTicket } from './annul-ticket';
import { getTicket } from './get-ticket';
import { reprintTicket } from './reprint-ticket';

/** /api/v2/ticket-management/…: a ticket's detail, its annulment and its audited reprint. */
export async function ticketRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.getTicket, getTicket, idOf);
  registerUseCase(app, contracts.annulTicket, annulTicket, (request) => ({
    id: request.params.id,
    reason: request.body.reason,
  }));
  registerUseCase(app, contracts.reprintTicket, reprintTicket, (request) => ({ serial: request.body.serial }));
}
