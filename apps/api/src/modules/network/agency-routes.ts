import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { idAndChangesOf, idOf, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { cloneAgency } from './clone-agency';
import { createAgency } from './create-agency';
import { deleteAgency } from './delete-agency';
import { getAgency } from './get-agency';
import { getAgencyConfig } from './get-agency-config';
import { listAgencies } from './list-agencies';
import { listAgenciesNoPaginated } from './list-agencies-no-paginated';
import { agenciesExport } from './network-exports';
import { searchAgencies } from './search-agencies';
import { updateAgency } from './update-agency';
import { updateAgencyConfig } from './update-agency-config';

/** /api/v2/admin/registry/agencies/…: agencies, their creation by steps, clones and config. */
export async function agencyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerUseCase(app, contracts.listAgencies, listAgencies, listInputOf);
  registerUseCase(app, contracts.searchAgencies, searchAgencies, listInputOf);
  registerExport(app, contracts.exportAgencies, agenciesExport);

  registerUseCase(app, contracts.listAgenciesNoPaginated, listAgenciesNoPaginated, queryOf);

  registerEndpoint(app, contracts.createAgency, async (request, reply) => {
    const ctx = contextOf(request, db);
    const agency = await createAgency(ctx, request.body);
    reply.code(201);
    return getAgency(ctx, agency.id);
  });

  registerEndpoint(app, contracts.cloneAgency, async (request, reply) => {
    const ctx = contextOf(request, db);
    const { agency, copied } = await cloneAgency(ctx, request.body);
    reply.code(201);
    return { ...(await getAgency(ctx, agency.id)), copied };
  });

  registerUseCase(app, contracts.getAgencyConfig, getAgencyConfig, idOf);

  registerEndpoint(app, contracts.updateAgencyConfig, async (request) => {
    const ctx = contextOf(request, db);
    await updateAgencyConfig(ctx, request.body);
    return getAgencyConfig(ctx, request.body.id);
  });

  registerUseCase(app, contracts.getAgency, getAgency, idOf);

  registerUseCase(app, contracts.updateAgency, updateAgency, idAndChangesOf);

  registerUseCase(app, contracts.deleteAgency, deleteAgency, idOf);
}
