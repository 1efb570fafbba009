import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf, type UseCase, type UseCaseContext } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createPartner } from './create-partner';
import { findTicketOffice, ticketOfficeQueries } from './ticket-office-repository';
import { disconnectTerminal, releaseTerminal } from './ticket-office-terminal';
import { setPartnerStatus, updatePartner } from './update-partner';
import { registerExport } from '../../lib/file-answer';
import { ticketOfficesExport } from './network-exports';

async function officeView({ db, scope }: UseCaseContext, id: number) {
  const office = await findTicketOffice(db, scope, id);
  if (!office) throw notFound();
  return office;
}

/** /api/v2/admin/registry/ticket-office/…: taquillas, their status and their terminal. */
export async function ticketOfficeRoutes(app: FastifyInstance) {
  const { db } = app;
  registerEndpoint(app, contracts.listTicketOffices, async (request) => {
    const queries = ticketOfficeQueries(db, contextOf(request, db).scope, request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });
  registerExport(app, contracts.exportTicketOffices, ticketOfficesExport);

  registerEndpoint(app, contracts.createTicketOffice, async (request, reply) => {
    const ctx = contextOf(request, db);
    const office = await createPartner(ctx, { kind: 'TAQUILLA', fields: request.body });
    reply.code(201);
    return officeView(ctx, office.id);
  });

  registerEndpoint(app, contracts.getTicketOffice, (request) => officeView(contextOf(request, db), request.params.id));

  registerEndpoint(app, contracts.updateTicketOffice, async (request) => {
    const ctx = contextOf(request, db);
    await updatePartner(ctx, { kind: 'TAQUILLA', id: request.params.id, changes: request.body });
    return officeView(ctx, request.params.id);
  });

  const actions: [contracts.EndpointContract & typeof contracts.activateTicketOffice, UseCase<number, unknown>][] = [
    [contracts.activateTicketOffice, (ctx, id) => setPartnerStatus(ctx, { kind: 'TAQUILLA', id, status: 'ACTIVE' })],
    [
      contracts.deactivateTicketOffice,
      (ctx, id) => setPartnerStatus(ctx, { kind: 'TAQUILLA', id, status: 'INACTIVE' }),
    ],
    [contracts.releaseTicketOffice, releaseTerminal],
    [contracts.disconnectTicketOffice, disconnectTerminal],
  ];
  for (const [contract, action] of actions) {
    registerEndpoint(app, contract, async (request) => {
      const ctx = contextOf(request, db);
      await action(ctx, request.params.id);
      return officeView(ctx, request.params.id);
    });
  }
}
