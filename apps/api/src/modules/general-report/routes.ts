import {
  exportGeneralReport,
  listGeneralReport as listGeneralReportContract,
  recalculateGeneralReport as recalculateGeneralReportContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { generalReportExport } from './general-report-export';
import { listGeneralReport } from './list-general-report';
import { recalculateGeneralReport } from './recalculate-general-report';

/** /api/v2/admin/reports/general: the general sales report, its file and its recalculate. */
export async function generalReportRoutes(app: FastifyInstance) {
  registerEndpoint(app, listGeneralReportContract, async (request) =>
    listGeneralReport(contextOf(request, app.db), request.query),
  );
  registerExport(app, exportGeneralReport, generalReportExport);
  registerEndpoint(app, recalculateGeneralReportContract, async (request) =>
    recalculateGeneralReport(contextOf(request, app.db), request.body),
  );
}
