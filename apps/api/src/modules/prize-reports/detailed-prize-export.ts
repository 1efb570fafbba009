import { PRIZE_STATE_LABELS, type DetailedPrize, type exportDetailedPrizes } from '@banca/contracts';
import { filterLabelsOf, type ExportSpec } from '../../lib/file-answer';
import { resolvedRows } from './report-filters';
import { prizeCursor } from './repository';

/** The number as printed: with its sign, and the animalito's name. */
export const numberText = (row: Pick<DetailedPrize, 'number' | 'sign' | 'symbol_name'>) =>
  [row.sign ? `${row.number}/${row.sign}` : row.number, row.symbol_name].filter(Boolean).join(' ');

/** The detailed-prize report as a file (XLSX, PDF or CSV). */
export const detailedPrizeExport: ExportSpec<typeof exportDetailedPrizes, DetailedPrize> = {
  title: 'Premios detallados',
  fileName: 'premios-detallados',
  filterLabels: filterLabelsOf('from_date', 'to_date', 'partner_id', 'product_id', 'state', 'currency', 'serial'),
  columns: [
    { title: 'Serial', kind: 'text', value: 'serial', width: 12 },
    { title: 'Vendido', kind: 'datetime', value: 'sold_at' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Lotería', kind: 'text', value: 'lottery_name', group: 'Sorteo' },
    { title: 'Producto', kind: 'text', value: 'product_name', group: 'Sorteo' },
    { title: 'Sorteo', kind: 'text', value: 'draw_name', group: 'Sorteo' },
    { title: 'Fecha', kind: 'date', value: 'draw_date', group: 'Sorteo' },
    { title: 'Hora', kind: 'text', value: 'draw_time', group: 'Sorteo', width: 8 },
    { title: 'Tipo de jugada', kind: 'text', value: 'bet_type_name', group: 'Jugada' },
    { title: 'Número', kind: 'text', value: numberText, group: 'Jugada', width: 14 },
    { title: 'Moneda', kind: 'text', value: 'currency', width: 8 },
    { title: 'Jugado', kind: 'money', value: 'amount', currency: 'currency', group: 'Importes' },
    { title: 'Premio', kind: 'money', value: 'prize', currency: 'currency', group: 'Importes' },
    { title: 'Estado', kind: 'text', value: (row) => PRIZE_STATE_LABELS[row.state], width: 10 },
    { title: 'Vence', kind: 'datetime', value: 'prize_expires_at', group: 'Pago' },
    { title: 'Pagado en', kind: 'text', value: 'paid_taquilla_name', group: 'Pago' },
    { title: 'Pagado el', kind: 'datetime', value: 'paid_at', group: 'Pago' },
  ],
  rows: (ctx, filters) => resolvedRows(ctx, filters, prizeCursor),
};
