import { annulTicket as annulTicketContract, getTicket } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { actorOf } from '../../lib/audit';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { annulTicket } from './annul-ticket';
import { loadTicket } from './repository';

/** /api/v2/ticket-management/…: a ticket's detail and its annulment. */
export async function ticketRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, getTicket, async (request) => {
    const ticket = await loadTicket(db, { id: request.params.id }, scopeOf(request.principal!));
    if (!ticket) throw notFound('El ticket no existe.');
    return ticket;
  });

  registerEndpoint(app, annulTicketContract, async (request) =>
    annulTicket(db, request.principal!, actorOf(request), request.params.id, request.body.reason),
  );
}
