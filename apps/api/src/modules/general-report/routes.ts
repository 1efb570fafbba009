import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, queryOf, registerReportUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { generalReportExport } from './general-report-export';
import { listGeneralReport } from './list-general-report';
import { recalculateGeneralReport } from './recalculate-general-report';

/** /api/v2/admin/reports/general: the general sales report, its file and its recalculate. */
export async function generalReportRoutes(app: FastifyInstance) {
  registerReportUseCase(app, contracts.listGeneralReport, listGeneralReport, queryOf);
  registerExport(app, contracts.exportGeneralReport, generalReportExport, 'reports');
  registerUseCase(app, contracts.recalculateGeneralReport, recalculateGeneralReport, bodyOf);
}
