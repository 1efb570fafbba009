import {
  createSalesTarget as createContract,
  deleteSalesTarget as deleteContract,
  exportSalesTargets,
  getSalesTarget as getSalesTargetContract,
  listSalesTargets as listSalesTargetsContract,
  updateSalesTarget as updateContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createSalesTarget } from './create-sales-target';
import { deleteSalesTarget } from './delete-sales-target';
import { getSalesTarget } from './get-sales-target';
import { listSalesTargets } from './list-sales-targets';
import { salesTargetsExport } from './sales-targets-export';
import { updateSalesTarget } from './update-sales-target';

/** /api/v2/admin/user-metrics: sales targets and their progress (spec §7 "User metrics: CRUD"). */
export async function userMetricRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listSalesTargetsContract, (request) =>
    listSalesTargets(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportSalesTargets, salesTargetsExport);
  registerEndpoint(app, getSalesTargetContract, (request) => getSalesTarget(contextOf(request, db), request.params.id));
  registerEndpoint(app, createContract, (request) => createSalesTarget(contextOf(request, db), request.body));
  registerEndpoint(app, updateContract, (request) =>
    updateSalesTarget(contextOf(request, db), { id: request.params.id, changes: request.body }),
  );
  registerEndpoint(app, deleteContract, (request) => deleteSalesTarget(contextOf(request, db), request.params.id));
}
