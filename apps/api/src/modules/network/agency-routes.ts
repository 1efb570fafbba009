import * as contracts from '@banca/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partners } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf, type Scope } from '../../lib/scope';
import { registerEndpoint, type EndpointRequest } from '../../plugins/endpoint';
import { getAgencyConfig, updateAgencyConfig } from './agency-config';
import { agencyQueries, findAgency } from './agency-repository';
import { cloneAgency } from './clone-agency';
import { contextOf, inTransaction } from './context';
import { createAgency } from './create-agency';
import { partnerOptions, searchPartners } from './partner-repository';
import { setPartnerStatus, updatePartner } from './update-partner';

async function agencyView(app: FastifyInstance, scope: Scope, id: number) {
  const agency = await findAgency(app.db, scope, id);
  if (!agency) throw notFound();
  return agency;
}

/** /api/v2/admin/registry/agencies/…: agencies, their creation by steps, clones and config. */
export async function agencyRoutes(app: FastifyInstance) {
  const list = async (request: EndpointRequest<typeof contracts.listAgencies>) => {
    const queries = agencyQueries(app.db, scopeOf(request.principal!), request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  };
  registerEndpoint(app, contracts.listAgencies, list);
  registerEndpoint(app, contracts.searchAgencies, (request) =>
    list(request as EndpointRequest<typeof contracts.listAgencies>),
  );

  registerEndpoint(app, contracts.listAgenciesNoPaginated, async (request) => ({
    data: await partnerOptions(app.db, scopeOf(request.principal!), [
      and(eq(partners.kind, 'AGENCIA'), request.query.status ? eq(partners.status, request.query.status) : undefined),
      searchPartners(request.query.search),
    ]),
  }));

  registerEndpoint(app, contracts.createAgency, async (request, reply) => {
    const ctx = contextOf(request);
    const agency = await inTransaction(app.db, (tx) => createAgency(tx, ctx, request.body));
    reply.code(201);
    return agencyView(app, ctx.scope, agency.id);
  });

  registerEndpoint(app, contracts.cloneAgency, async (request, reply) => {
    const ctx = contextOf(request);
    const { agency, copied } = await inTransaction(app.db, (tx) => cloneAgency(tx, ctx, request.body));
    reply.code(201);
    return { ...(await agencyView(app, ctx.scope, agency.id)), copied };
  });

  registerEndpoint(app, contracts.getAgencyConfig, async (request) =>
    getAgencyConfig(app.db, scopeOf(request.principal!), request.params.id),
  );

  registerEndpoint(app, contracts.updateAgencyConfig, async (request) => {
    const ctx = contextOf(request);
    const { id, payments_responsible_partner_id: responsible } = request.body;
    await inTransaction(app.db, (tx) => updateAgencyConfig(tx, ctx, id, responsible));
    return getAgencyConfig(app.db, ctx.scope, id);
  });

  registerEndpoint(app, contracts.getAgency, async (request) =>
    agencyView(app, scopeOf(request.principal!), request.params.id),
  );

  registerEndpoint(app, contracts.updateAgency, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => updatePartner(tx, ctx, 'AGENCIA', request.params.id, request.body));
    return agencyView(app, ctx.scope, request.params.id);
  });

  registerEndpoint(app, contracts.deleteAgency, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => setPartnerStatus(tx, ctx, 'AGENCIA', request.params.id, 'INACTIVE'));
    return agencyView(app, ctx.scope, request.params.id);
  });
}
