import {
  EXTERNAL_IMPORT_MAX_BYTES,
  exportExternalReports,
  importExternalReports,
  importExternalReportsFile,
  listExternalReports as listExternalReportsContract,
} from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { externalReportsExport } from './external-reports-export';
import { importExternalSales } from './import-external-sales';
import { listExternalReports } from './list-external-reports';
import { readImportUpload, rowsOfFile } from './read-import-file';

/** A JSON import of 5,000 rows with their other keys fits in this. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** /api/v2/admin/reports/external-reports: other sales systems' figures, listed, exported and imported. */
export async function externalReportRoutes(app: FastifyInstance) {
  // Scoped to this module: only the file import reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: EXTERNAL_IMPORT_MAX_BYTES, files: 1 } });

  registerEndpoint(app, listExternalReportsContract, async (request) =>
    listExternalReports(contextOf(request, app.db), request.query),
  );
  registerExport(app, exportExternalReports, externalReportsExport);
  registerEndpoint(
    app,
    importExternalReports,
    async (request) =>
      importExternalSales(contextOf(request, app.db), {
        externalSystem: request.body.external_system,
        rows: request.body.rows.map((values, i) => ({ line: i + 1, values })),
        amounts: 'minor',
      }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  registerEndpoint(app, importExternalReportsFile, async (request) =>
    importExternalSales(contextOf(request, app.db), {
      externalSystem: request.query.external_system,
      rows: await rowsOfFile(await readImportUpload(request)),
      amounts: 'decimal',
    }),
  );
}
