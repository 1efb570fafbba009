import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
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
  registerEndpoint(app, contracts.listDistributors, (request) =>
    listDistributors(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, contracts.exportDistributors, distributorsExport);

  registerEndpoint(app, contracts.createDistributor, async (request, reply) => {
    const distributor = await createDistributor(contextOf(request, db), request.body);
    reply.code(201);
    return distributor;
  });

  registerEndpoint(app, contracts.listPartners, (request) => listPartners(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listFathers, (request) => listFathers(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listDirects, (request) => listDirects(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listInvalidNames, (request) =>
    listInvalidNames(contextOf(request, db), request.query),
  );

  registerEndpoint(app, contracts.getDistributor, (request) =>
    getDistributor(contextOf(request, db), request.params.id),
  );

  registerEndpoint(app, contracts.updateDistributor, (request) =>
    updateDistributor(contextOf(request, db), { id: request.params.id, changes: request.body }),
  );

  registerEndpoint(app, contracts.deleteDistributor, (request) =>
    deleteDistributor(contextOf(request, db), request.params.id),
  );
}
