import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { consultTickets } from './consult-tickets';
import { registerExport } from '../../lib/file-answer';
import { ticketConsultExport } from './ticket-consult-export';

/** /api/v2/admin/reports/ticket-consult: the ticket search of the reports. */
export async function ticketConsultRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.consultTickets, consultTickets, queryOf);
  registerExport(app, contracts.exportTicketConsult, ticketConsultExport);
}
