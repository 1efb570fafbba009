import { consultTickets as consultTicketsContract, exportTicketConsult } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { consultTickets } from './consult-tickets';
import { registerExport } from '../../lib/file-answer';
import { ticketConsultExport } from './ticket-consult-export';

/** /api/v2/admin/reports/ticket-consult: the ticket search of the reports. */
export async function ticketConsultRoutes(app: FastifyInstance) {
  registerEndpoint(app, consultTicketsContract, (request) => consultTickets(contextOf(request, app.db), request.query));
  registerExport(app, exportTicketConsult, ticketConsultExport);
}
