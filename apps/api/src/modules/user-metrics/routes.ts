import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idAndChangesOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { createSalesTarget } from './create-sales-target';
import { deleteSalesTarget } from './delete-sales-target';
import { getSalesTarget } from './get-sales-target';
import { listSalesTargets } from './list-sales-targets';
import { salesTargetsExport } from './sales-targets-export';
import { updateSalesTarget } from './update-sales-target';

/** /api/v2/admin/user-metrics: sales targets and their progress (spec §7 "User metrics: CRUD"). */
export async function userMetricRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listSalesTargets, listSalesTargets, listInputOf);
  registerExport(app, contracts.exportSalesTargets, salesTargetsExport);
  registerUseCase(app, contracts.getSalesTarget, getSalesTarget, idOf);
  registerUseCase(app, contracts.createSalesTarget, createSalesTarget, bodyOf);
  registerUseCase(app, contracts.updateSalesTarget, updateSalesTarget, idAndChangesOf);
  registerUseCase(app, contracts.deleteSalesTarget, deleteSalesTarget, idOf);
}
