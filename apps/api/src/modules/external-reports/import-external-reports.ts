import type { ImportExternalReportsResponse, ZImportExternalReportsRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { importExternalSales } from './import-external-sales';

/** Imports the rows of a JSON body, their amounts already in minor units. */
export function importExternalReports(
  ctx: UseCaseContext,
  body: z.output<typeof ZImportExternalReportsRequest>,
): Promise<ImportExternalReportsResponse> {
  return importExternalSales(ctx, {
    externalSystem: body.external_system,
    rows: body.rows.map((values, i) => ({ line: i + 1, values })),
    amounts: 'minor',
  });
}
