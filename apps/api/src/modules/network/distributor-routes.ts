import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf, type Scope } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { contextOf, inTransaction } from './context';
import { createPartner } from './create-partner';
import { invalidNames, listDirects, listFathers, listPartnerOptions, partnerQueries } from './network-queries';
import { findPartnerView, toPartner } from './partner-repository';
import { setPartnerStatus, updatePartner } from './update-partner';

export async function partnerView(app: FastifyInstance, scope: Scope, id: number, kind?: contracts.PartnerKind) {
  const row = await findPartnerView(app.db, scope, id, kind);
  if (!row) throw notFound();
  return toPartner(row, scope);
}

/** /api/v2/admin/distributor/…: the partner tree, and distributors' own changes. */
export async function distributorRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.listDistributors, async (request) => {
    const queries = partnerQueries(app.db, scopeOf(request.principal!), request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });

  registerEndpoint(app, contracts.createDistributor, async (request, reply) => {
    const ctx = contextOf(request);
    const created = await inTransaction(app.db, (tx) => createPartner(tx, ctx, 'DISTRIBUIDOR', request.body));
    reply.code(201);
    return partnerView(app, ctx.scope, created.id);
  });

  registerEndpoint(app, contracts.listPartners, async (request) => ({
    data: await listPartnerOptions(app.db, scopeOf(request.principal!), request.query.kind, request.query.search),
  }));

  registerEndpoint(app, contracts.listFathers, async (request) => ({
    data: await listFathers(app.db, scopeOf(request.principal!), request.query.kind),
  }));

  registerEndpoint(app, contracts.listDirects, async (request) =>
    listDirects(app.db, scopeOf(request.principal!), request.query.partner_id),
  );

  registerEndpoint(app, contracts.listInvalidNames, async (request) =>
    invalidNames(app.db, scopeOf(request.principal!), request.query),
  );

  registerEndpoint(app, contracts.getDistributor, async (request) =>
    partnerView(app, scopeOf(request.principal!), request.params.id, 'DISTRIBUIDOR'),
  );

  registerEndpoint(app, contracts.updateDistributor, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => updatePartner(tx, ctx, 'DISTRIBUIDOR', request.params.id, request.body));
    return partnerView(app, ctx.scope, request.params.id);
  });

  registerEndpoint(app, contracts.deleteDistributor, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => setPartnerStatus(tx, ctx, 'DISTRIBUIDOR', request.params.id, 'INACTIVE'));
    return partnerView(app, ctx.scope, request.params.id);
  });
}
