import {
  createSalesTarget as createContract,
  deleteSalesTarget as deleteContract,
  exportSalesTargets,
  getSalesTarget,
  listSalesTargets,
  updateSalesTarget as updateContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { deleteSalesTarget, updateSalesTarget } from './change-sales-target';
import { createSalesTarget } from './create-sales-target';
import { salesTargetsExport } from './sales-targets-export';
import { findSalesTarget, salesTargetQueries } from './sales-target-repository';
import { targetNotFound } from './target-rules';

/** /api/v2/admin/user-metrics: sales targets and their progress (spec §7 "User metrics: CRUD"). */
export async function userMetricRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listSalesTargets, async (request) => {
    const { query } = request;
    const queries = salesTargetQueries(db, scopeOf(request.principal), query);
    return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
  });
  registerExport(app, exportSalesTargets, salesTargetsExport);
  registerEndpoint(app, getSalesTarget, async (request) => {
    const target = await findSalesTarget(db, scopeOf(request.principal), request.params.id);
    if (!target) throw targetNotFound();
    return target;
  });
  registerEndpoint(app, createContract, (request) => createSalesTarget(contextOf(request, db), request.body));
  registerEndpoint(app, updateContract, (request) =>
    updateSalesTarget(contextOf(request, db), { id: request.params.id, changes: request.body }),
  );
  registerEndpoint(app, deleteContract, (request) => deleteSalesTarget(contextOf(request, db), request.params.id));
}
