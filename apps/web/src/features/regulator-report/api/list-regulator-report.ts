import { getRegulatorManifest, listRegulatorReport, ZRegulatorManifest, type RegulatorRow } from '@banca/contracts';
import { periodReport, type ListQuery } from '@/components/data-table';
import { saveFile } from '@/lib/download';
import { api } from '@/lib/http';

export const REGULATOR_REPORT_KEY = ['regulator-report'] as const;
export const REGULATOR_REPORT_FILTERS = ['partner_id', 'product_id', 'currency'] as const;

const report = periodReport(listRegulatorReport, {
  queryKey: REGULATOR_REPORT_KEY,
  filterKeys: REGULATOR_REPORT_FILTERS,
  defaultSort: 'business_date',
  defaultOrder: 'asc',
});

/** The report as a table: the period always sent, the other filters, page and order in the URL. */
export const useRegulatorReportList = report.useList;
/** The whole answer of the last page (its totals besides the rows). */
export const regulatorReportOf = report.pageOf;

const MANIFEST_FILTERS = ['from_date', 'to_date', ...REGULATOR_REPORT_FILTERS] as const;

/** Saves the manifest of the report's current filters as `manifiesto-regulador-<desde>-<hasta>.json`. */
export async function downloadRegulatorManifest(list: ListQuery<RegulatorRow>): Promise<string> {
  const filters = list.exportRequest.body as Record<string, unknown>;
  const query = Object.fromEntries(
    MANIFEST_FILTERS.filter((key) => filters[key] !== undefined && filters[key] !== '').map((key) => [
      key,
      String(filters[key]),
    ]),
  );
  const manifest = ZRegulatorManifest.parse(await api.get(getRegulatorManifest.path, { query }));
  const fileName = `manifiesto-regulador-${manifest.from_date}-${manifest.to_date}.json`;
  saveFile(new Blob([JSON.stringify(manifest, null, 2)], { type: 'application/json' }), fileName);
  return fileName;
}
