import { REGULATOR_COLUMNS, type exportRegulatorReport, type RegulatorRow } from '@banca/contracts';
import type { ExportColumn, ExportSpec } from '../../lib/file-answer';
import { BET_FILTER_LABELS } from './daily-bets-export';
import { regulatorFiltersOf } from './list-regulator-report';
import { regulatorReport } from './regulator-repository';

const COUNTS = new Set<keyof RegulatorRow>(['sold_plays', 'annulled_plays', 'prize_plays']);
const AMOUNTS = new Set<keyof RegulatorRow>(['sold', 'annulled', 'net', 'prize', 'paid']);

/** A column of the format as the files write it: the titles and order are the format's own (contracts). */
function columnOf({ key, title }: (typeof REGULATOR_COLUMNS)[number]): ExportColumn<RegulatorRow> {
  if (key === 'business_date') return { title, kind: 'date', value: key };
  if (COUNTS.has(key)) return { title, kind: 'number', value: key };
  if (AMOUNTS.has(key)) return { title, kind: 'money', value: key, currency: 'currency' };
  return { title, kind: 'text', value: key };
}

/** The regulator's report as a file, in the format `regulador/v1` (docs/REGULATOR_EXPORT.md). */
export const regulatorReportExport: ExportSpec<typeof exportRegulatorReport, RegulatorRow> = {
  title: 'Reporte al regulador (regulador/v1)',
  fileName: 'reporte-regulador',
  filterLabels: BET_FILTER_LABELS,
  columns: REGULATOR_COLUMNS.map(columnOf),
  rows: async function* (ctx, filters) {
    yield* regulatorReport(ctx.db, await regulatorFiltersOf(ctx, filters)).all();
  },
};
