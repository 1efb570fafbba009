import * as contracts from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { bodyOf, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { externalReportsExport } from './external-reports-export';
import { importExternalReports } from './import-external-reports';
import { importExternalReportsFile } from './import-external-reports-file';
import { listExternalReports } from './list-external-reports';
import { readImportUpload } from './read-import-file';

/** A JSON import of 5,000 rows with their other keys fits in this. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** /api/v2/admin/reports/external-reports: other sales systems' figures, listed, exported and imported. */
export async function externalReportRoutes(app: FastifyInstance) {
  // Scoped to this module: only the file import reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: contracts.EXTERNAL_IMPORT_MAX_BYTES, files: 1 } });

  registerUseCase(app, contracts.listExternalReports, listExternalReports, queryOf);
  registerExport(app, contracts.exportExternalReports, externalReportsExport);
  registerUseCase(app, contracts.importExternalReports, importExternalReports, bodyOf, {
    bodyLimit: IMPORT_BODY_LIMIT,
  });
  registerEndpoint(app, contracts.importExternalReportsFile, async (request) =>
    importExternalReportsFile(contextOf(request, app.db), {
      externalSystem: request.query.external_system,
      file: await readImportUpload(request),
    }),
  );
}
