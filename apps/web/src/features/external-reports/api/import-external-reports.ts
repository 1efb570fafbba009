import {
  EXTERNAL_IMPORT_FIELD,
  importExternalReports as importEndpoint,
  importExternalReportsFile as importFileEndpoint,
  ZImportExternalReportsResponse,
  type ExternalSystemCode,
  type ImportExternalReportsResponse,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateLists } from '@/components/data-table';
import { api } from '@/lib/http';
import { EXTERNAL_REPORTS_KEY } from './list-external-reports';

/** What one import sends: a file (XLSX or CSV), or the rows of a JSON call. */
export type ExternalImport =
  | { readonly external_system: ExternalSystemCode; readonly file: File }
  | { readonly external_system: ExternalSystemCode; readonly rows: readonly Record<string, unknown>[] };

export async function importExternalReports(input: ExternalImport): Promise<ImportExternalReportsResponse> {
  if ('file' in input) {
    const form = new FormData();
    form.append(EXTERNAL_IMPORT_FIELD, input.file);
    const answer = await api.post(importFileEndpoint.path, form, { query: { external_system: input.external_system } });
    return ZImportExternalReportsResponse.parse(answer);
  }
  return ZImportExternalReportsResponse.parse(await api.post(importEndpoint.path, input));
}

/** The import; its dialog shows the rows' errors itself. */
export function useImportExternalReports() {
  const invalidate = useInvalidateLists(EXTERNAL_REPORTS_KEY);
  return useMutation({ mutationFn: importExternalReports, onSuccess: invalidate, meta: { handlesError: true } });
}
