import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf, type Scope } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { contextOf, inTransaction, type NetworkContext } from './context';
import { createPartner } from './create-partner';
import { findTicketOffice, ticketOfficeQueries } from './ticket-office-repository';
import { disconnectTerminal, releaseTerminal } from './ticket-office-terminal';
import { setPartnerStatus, updatePartner } from './update-partner';

async function officeView(app: FastifyInstance, scope: Scope, id: number) {
  const office = await findTicketOffice(app.db, scope, id);
  if (!office) throw notFound();
  return office;
}

type OfficeAction = (tx: Db, ctx: NetworkContext, id: number) => Promise<unknown>;

/** /api/v2/admin/registry/ticket-office/…: taquillas, their status and their terminal. */
export async function ticketOfficeRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.listTicketOffices, async (request) => {
    const queries = ticketOfficeQueries(app.db, scopeOf(request.principal!), request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });

  registerEndpoint(app, contracts.createTicketOffice, async (request, reply) => {
    const ctx = contextOf(request);
    const office = await inTransaction(app.db, (tx) => createPartner(tx, ctx, 'TAQUILLA', request.body));
    reply.code(201);
    return officeView(app, ctx.scope, office.id);
  });

  registerEndpoint(app, contracts.getTicketOffice, async (request) =>
    officeView(app, scopeOf(request.principal!), request.params.id),
  );

  registerEndpoint(app, contracts.updateTicketOffice, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => updatePartner(tx, ctx, 'TAQUILLA', request.params.id, request.body));
    return officeView(app, ctx.scope, request.params.id);
  });

  const actions: [contracts.EndpointContract & typeof contracts.activateTicketOffice, OfficeAction][] = [
    [contracts.activateTicketOffice, (tx, ctx, id) => setPartnerStatus(tx, ctx, 'TAQUILLA', id, 'ACTIVE')],
    [contracts.deactivateTicketOffice, (tx, ctx, id) => setPartnerStatus(tx, ctx, 'TAQUILLA', id, 'INACTIVE')],
    [contracts.releaseTicketOffice, releaseTerminal],
    [contracts.disconnectTicketOffice, disconnectTerminal],
  ];
  for (const [contract, action] of actions) {
    registerEndpoint(app, contract, async (request) => {
      const ctx = contextOf(request);
      await inTransaction(app.db, (tx) => action(tx, ctx, request.params.id));
      return officeView(app, ctx.scope, request.params.id);
    });
  }
}
