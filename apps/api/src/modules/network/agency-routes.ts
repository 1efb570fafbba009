import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf, type UseCaseContext } from '../../lib/use-case';
import { registerEndpoint, type EndpointRequest } from '../../plugins/endpoint';
import { getAgencyConfig, updateAgencyConfig } from './agency-config';
import { agencyOptions, agencyQueries, findAgency } from './agency-repository';
import { cloneAgency } from './clone-agency';
import { createAgency } from './create-agency';
import { setPartnerStatus, updatePartner } from './update-partner';
import { registerExport } from '../../lib/file-answer';
import { agenciesExport } from './network-exports';

async function agencyView({ db, scope }: UseCaseContext, id: number) {
  const agency = await findAgency(db, scope, id);
  if (!agency) throw notFound();
  return agency;
}

/** /api/v2/admin/registry/agencies/…: agencies, their creation by steps, clones and config. */
export async function agencyRoutes(app: FastifyInstance) {
  const { db } = app;
  const list = async (request: EndpointRequest<typeof contracts.listAgencies>) => {
    const queries = agencyQueries(db, contextOf(request, db).scope, request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  };
  registerEndpoint(app, contracts.listAgencies, list);
  registerEndpoint(app, contracts.searchAgencies, (request) =>
    list(request as EndpointRequest<typeof contracts.listAgencies>),
  );
  registerExport(app, contracts.exportAgencies, agenciesExport);

  registerEndpoint(app, contracts.listAgenciesNoPaginated, async (request) => ({
    data: await agencyOptions(db, contextOf(request, db).scope, request.query),
  }));

  registerEndpoint(app, contracts.createAgency, async (request, reply) => {
    const ctx = contextOf(request, db);
    const agency = await createAgency(ctx, request.body);
    reply.code(201);
    return agencyView(ctx, agency.id);
  });

  registerEndpoint(app, contracts.cloneAgency, async (request, reply) => {
    const ctx = contextOf(request, db);
    const { agency, copied } = await cloneAgency(ctx, request.body);
    reply.code(201);
    return { ...(await agencyView(ctx, agency.id)), copied };
  });

  registerEndpoint(app, contracts.getAgencyConfig, (request) =>
    getAgencyConfig(contextOf(request, db), request.params.id),
  );

  registerEndpoint(app, contracts.updateAgencyConfig, async (request) => {
    const ctx = contextOf(request, db);
    await updateAgencyConfig(ctx, request.body);
    return getAgencyConfig(ctx, request.body.id);
  });

  registerEndpoint(app, contracts.getAgency, (request) => agencyView(contextOf(request, db), request.params.id));

  registerEndpoint(app, contracts.updateAgency, async (request) => {
    const ctx = contextOf(request, db);
    await updatePartner(ctx, { kind: 'AGENCIA', id: request.params.id, changes: request.body });
    return agencyView(ctx, request.params.id);
  });

  registerEndpoint(app, contracts.deleteAgency, async (request) => {
    const ctx = contextOf(request, db);
    await setPartnerStatus(ctx, { kind: 'AGENCIA', id: request.params.id, status: 'INACTIVE' });
    return agencyView(ctx, request.params.id);
  });
}
