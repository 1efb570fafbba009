import type { ExternalSystemCode, ImportExternalReportsResponse } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { importExternalSales } from './import-external-sales';
import { rowsOfFile } from './read-import-file';

/** Imports the rows of an uploaded file (CSV or XLSX), its amounts written as decimals. */
export async function importExternalReportsFile(
  ctx: UseCaseContext,
  { externalSystem, file }: { externalSystem: ExternalSystemCode; file: Buffer },
): Promise<ImportExternalReportsResponse> {
  return importExternalSales(ctx, { externalSystem, rows: await rowsOfFile(file), amounts: 'decimal' });
}
