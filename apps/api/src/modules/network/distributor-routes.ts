import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf, type UseCaseContext } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createPartner } from './create-partner';
import { invalidNames, listDirects, listFathers, listPartnerOptions, partnerQueries } from './partner-list-repository';
import { findPartnerView, toPartner } from './partner-repository';
import { setPartnerStatus, updatePartner } from './update-partner';
import { registerExport } from '../../lib/file-answer';
import { distributorsExport } from './network-exports';

async function partnerView({ db, scope }: UseCaseContext, id: number, kind?: contracts.PartnerKind) {
  const row = await findPartnerView(db, scope, id, kind);
  if (!row) throw notFound();
  return toPartner(row, scope);
}

/** /api/v2/admin/distributor/…: the partner tree, and distributors' own changes. */
export async function distributorRoutes(app: FastifyInstance) {
  const { db } = app;
  registerEndpoint(app, contracts.listDistributors, async (request) => {
    const queries = partnerQueries(db, contextOf(request, db).scope, request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });
  registerExport(app, contracts.exportDistributors, distributorsExport);

  registerEndpoint(app, contracts.createDistributor, async (request, reply) => {
    const ctx = contextOf(request, db);
    const created = await createPartner(ctx, { kind: 'DISTRIBUIDOR', fields: request.body });
    reply.code(201);
    return partnerView(ctx, created.id);
  });

  registerEndpoint(app, contracts.listPartners, async (request) => ({
    data: await listPartnerOptions(db, contextOf(request, db).scope, request.query.kind, request.query.search),
  }));

  registerEndpoint(app, contracts.listFathers, async (request) => ({
    data: await listFathers(db, contextOf(request, db).scope, request.query.kind),
  }));

  registerEndpoint(app, contracts.listDirects, (request) =>
    listDirects(db, contextOf(request, db).scope, request.query.partner_id),
  );

  registerEndpoint(app, contracts.listInvalidNames, (request) =>
    invalidNames(db, contextOf(request, db).scope, request.query),
  );

  registerEndpoint(app, contracts.getDistributor, (request) =>
    partnerView(contextOf(request, db), request.params.id, 'DISTRIBUIDOR'),
  );

  registerEndpoint(app, contracts.updateDistributor, async (request) => {
    const ctx = contextOf(request, db);
    await updatePartner(ctx, { kind: 'DISTRIBUIDOR', id: request.params.id, changes: request.body });
    return partnerView(ctx, request.params.id);
  });

  registerEndpoint(app, contracts.deleteDistributor, async (request) => {
    const ctx = contextOf(request, db);
    await setPartnerStatus(ctx, { kind: 'DISTRIBUIDOR', id: request.params.id, status: 'INACTIVE' });
    return partnerView(ctx, request.params.id);
  });
}
