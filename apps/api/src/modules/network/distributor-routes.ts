import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { idAndChangesOf, idOf, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createDistributor } from './create-distributor';
import { deleteDistributor } from './delete-distributor';
import { getDistributor } from './get-distributor';
import { listDirects } from './list-directs';
import { listDistributors } from './list-distributors';
import { listFathers } from './list-fathers';
import { listInvalidNames } from './list-invalid-names';
import { listPartners } from './list-partners';
import { distributorsExport } from './network-exports';
import { updateDistributor } from './update-distributor';

/** /api/v2/admin/distributor/…: the partner tree, and distributors' own changes. */
export async function distributorRoutes(app: FastifyInstance) {
  const { db } = app;
  registerUseCase(app, contracts.listDistributors, listDistributors, listInputOf);
  registerExport(app, contracts.exportDistributors, distributorsExport);

  registerEndpoint(app, contracts.createDistributor, async (request, reply) => {
    const distributor = await createDistributor(contextOf(request, db), request.body);
    reply.code(201);
    return distributor;
  });

  registerUseCase(app, contracts.listPartners, listPartners, queryOf);
  registerUseCase(app, contracts.listFathers, listFathers, queryOf);
  registerUseCase(app, contracts.listDirects, listDirects, queryOf);
  registerUseCase(app, contracts.listInvalidNames, listInvalidNames, queryOf);

  registerUseCase(app, contracts.getDistributor, getDistributor, idOf);

  registerUseCase(app, contracts.updateDistributor, updateDistributor, idAndChangesOf);

  registerUseCase(app, contracts.deleteDistributor, deleteDistributor, idOf);
}
