import {
  annulTicket as annulTicketContract,
  getTicket as getTicketContract,
  reprintTicket as reprintTicketContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { annulTicket } from './annul-ticket';
import { getTicket } from './get-ticket';
import { reprintTicket } from './reprint-ticket';

/** /api/v2/ticket-management/…: a ticket's detail, its annulment and its audited reprint. */
export async function ticketRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, getTicketContract, async (request) => getTicket(contextOf(request, db), request.params.id));
  registerEndpoint(app, annulTicketContract, async (request) =>
    annulTicket(contextOf(request, db), { id: request.params.id, reason: request.body.reason }),
  );
  registerEndpoint(app, reprintTicketContract, async (request) =>
    reprintTicket(contextOf(request, db), { serial: request.body.serial }),
  );
}
