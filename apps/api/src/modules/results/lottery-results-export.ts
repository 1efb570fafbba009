import {
  OCCURRENCE_STATE_LABELS,
  PRODUCT_TYPE_LABELS,
  RESULT_SOURCE_LABELS,
  type exportLotteryResults,
  type OccurrenceResult,
} from '@banca/contracts';
import { listRows, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { listLotteryResults } from './list-lottery-results';

/** The columns of a day's draw occurrence and its result, shared with the award screen's export. */
export const OCCURRENCE_RESULT_COLUMNS: ExportColumn<OccurrenceResult>[] = [
  { title: 'Fecha', kind: 'date', value: 'draw_date' },
  { title: 'Hora', kind: 'text', value: 'draw_time' },
  { title: 'Lotería', kind: 'text', value: 'lottery_name' },
  { title: 'Producto', kind: 'text', value: 'product_name' },
  { title: 'Tipo', kind: 'text', value: (r) => PRODUCT_TYPE_LABELS[r.product_type] },
  { title: 'Sorteo', kind: 'text', value: 'draw_name' },
  { title: 'Estado', kind: 'text', value: (r) => OCCURRENCE_STATE_LABELS[r.state] },
  {
    title: 'Resultado',
    kind: 'text',
    value: (r) => [r.result_number, r.symbol_name].filter(Boolean).join(' ') || null,
  },
  { title: 'Origen', kind: 'text', value: (r) => (r.result_source ? RESULT_SOURCE_LABELS[r.result_source] : null) },
  { title: 'Cargado', kind: 'datetime', value: 'resulted_at' },
];

/** A day's results as a file: the list's own use case, page after page. */
export const lotteryResultsExport: ExportSpec<typeof exportLotteryResults, OccurrenceResult> = {
  title: 'Resultados',
  fileName: 'resultados',
  filterLabels: { date: 'Fecha', lottery_id: 'Lotería' },
  columns: OCCURRENCE_RESULT_COLUMNS,
  rows: (ctx, filters) => listRows(filters, (query) => listLotteryResults(ctx, { query, cachedCount: 0 })),
};
