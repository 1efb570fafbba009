import {
  OCCURRENCE_STATE_LABELS,
  PRODUCT_TYPE_LABELS,
  RESULT_SOURCE_LABELS,
  type Currency,
  type exportLotteryResults,
  type LotteryResult,
  type OccurrenceResult,
} from '@banca/contracts';
import {
  filterLabelsOf,
  listRows,
  type ExportColumn,
  type ExportFilters,
  type ExportSpec,
} from '../../lib/file-answer';
import type { UseCaseContext } from '../../lib/use-case';
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

/** A draw of the file: one line per currency it sold in (one line, in the caller's currency, when none). */
type ResultLine = OccurrenceResult & { currency: Currency; sold: string; prizes: string };

async function* resultLines(
  ctx: UseCaseContext,
  filters: ExportFilters<typeof exportLotteryResults>,
): AsyncGenerator<ResultLine> {
  const rows = listRows<typeof filters, LotteryResult>(filters, (query) =>
    listLotteryResults(ctx, { query, cachedCount: 0 }),
  );
  for await (const { amounts, ...row } of rows) {
    const lines = amounts.length ? amounts : [{ currency: ctx.principal.currency, sold: '0', prizes: '0' }];
    for (const amount of lines) yield { ...row, ...amount };
  }
}

/** A day's results as a file, with what each draw sold and paid out: the list's own use case, page after page. */
export const lotteryResultsExport: ExportSpec<typeof exportLotteryResults, ResultLine> = {
  title: 'Resultados',
  fileName: 'resultados',
  filterLabels: filterLabelsOf('date', 'lottery_id'),
  columns: [
    ...OCCURRENCE_RESULT_COLUMNS,
    { title: 'Moneda', kind: 'text', value: 'currency', width: 8 },
    { title: 'Ventas netas', kind: 'money', value: 'sold', currency: 'currency', group: 'Importes' },
    { title: 'Premios', kind: 'money', value: 'prizes', currency: 'currency', group: 'Importes' },
  ],
  rows: resultLines,
};
