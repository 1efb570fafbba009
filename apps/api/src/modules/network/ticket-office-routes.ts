import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { idAndChangesOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf, type UseCase } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { activateTicketOffice } from './activate-ticket-office';
import { createTicketOffice } from './create-ticket-office';
import { deactivateTicketOffice } from './deactivate-ticket-office';
import { disconnectTicketOffice } from './disconnect-ticket-office';
import { getTicketOffice } from './get-ticket-office';
import { listTicketOffices } from './list-ticket-offices';
import { ticketOfficesExport } from './network-exports';
import { releaseTicketOffice } from './release-ticket-office';
import { updateTicketOffice } from './update-ticket-office';

/** /api/v2/admin/registry/ticket-office/…: taquillas, their status and their terminal. */
export async function ticketOfficeRoutes(app: FastifyInstance) {
  const { db } = app;
  registerUseCase(app, contracts.listTicketOffices, listTicketOffices, listInputOf);
  registerExport(app, contracts.exportTicketOffices, ticketOfficesExport);

  registerEndpoint(app, contracts.createTicketOffice, async (request, reply) => {
    const office = await createTicketOffice(contextOf(request, db), request.body);
    reply.code(201);
    return office;
  });

  registerUseCase(app, contracts.getTicketOffice, getTicketOffice, idOf);

  registerUseCase(app, contracts.updateTicketOffice, updateTicketOffice, idAndChangesOf);

  // The four actions answer the taquilla as it is after them.
  const actions: [contracts.EndpointContract & typeof contracts.activateTicketOffice, UseCase<number, unknown>][] = [
    [contracts.activateTicketOffice, activateTicketOffice],
    [contracts.deactivateTicketOffice, deactivateTicketOffice],
    [contracts.releaseTicketOffice, releaseTicketOffice],
    [contracts.disconnectTicketOffice, disconnectTicketOffice],
  ];
  for (const [contract, action] of actions) {
    registerEndpoint(app, contract, async (request) => {
      const ctx = contextOf(request, db);
      await action(ctx, request.params.id);
      return getTicketOffice(ctx, request.params.id);
    });
  }
}
