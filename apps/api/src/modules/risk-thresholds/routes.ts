import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { bodyOf, idAndChangesOf, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { createRiskThreshold } from './create-risk-threshold';
import { layOffExport } from './lay-off-export';
import { listLayOff } from './list-lay-off';
import { listRiskBoard } from './list-risk-board';
import { listRiskThresholds } from './list-risk-thresholds';
import { riskBoardExport } from './risk-board-export';
import { watchRiskThresholds } from './risk-watch';
import { updateRiskThreshold } from './update-risk-threshold';

/** /api/v2/admin/risk-thresholds: a banca's risk thresholds, the lay-off list, the risk board, and the watch that applies them (ADR 058). */
export async function riskThresholdRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listRiskThresholds, listRiskThresholds, listInputOf);
  registerUseCase(app, contracts.createRiskThreshold, createRiskThreshold, bodyOf);
  registerUseCase(app, contracts.updateRiskThreshold, updateRiskThreshold, idAndChangesOf);
  registerUseCase(app, contracts.listLayOff, listLayOff, queryOf);
  registerExport(app, contracts.exportLayOff, layOffExport);
  registerUseCase(app, contracts.listRiskBoard, listRiskBoard, queryOf);
  registerExport(app, contracts.exportRiskBoard, riskBoardExport);
  watchRiskThresholds(app);
}
