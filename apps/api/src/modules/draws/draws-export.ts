import { CATALOGUE_STATUS_LABELS, PRODUCT_TYPE_LABELS, WEEKDAYS, type Draw, type exportDraws } from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { listDraws } from './repository';

/** As the draws screen says them: every day, or the days' first three letters. */
const daysText = (days: readonly number[]) =>
  days.length === 7 ? 'Todos los días' : days.map((day) => WEEKDAYS[day]?.slice(0, 3)).join(', ');

/** The draws as a file: the list's own query (the catalogue is the banca's, unscoped). */
export const drawsExport: ExportSpec<typeof exportDraws, Draw> = {
  title: 'Sorteos',
  fileName: 'sorteos',
  filterLabels: filterLabelsOf('search', 'status', 'product_id', 'lottery_id'),
  columns: [
    { title: 'Sorteo', kind: 'text', value: 'name' },
    { title: 'Producto', kind: 'text', value: 'product_name' },
    { title: 'Tipo', kind: 'text', value: (d) => PRODUCT_TYPE_LABELS[d.product_type] },
    { title: 'Lotería', kind: 'text', value: 'lottery_name' },
    { title: 'Hora', kind: 'text', value: 'draw_time' },
    { title: 'Turno', kind: 'text', value: 'slot_name' },
    { title: 'Días', kind: 'text', value: (d) => daysText(d.weekdays) },
    { title: 'Cierre (min)', kind: 'number', value: 'close_minutes', total: false },
    { title: 'Estado', kind: 'text', value: (d) => CATALOGUE_STATUS_LABELS[d.status] },
  ],
  rows: ({ db }, filters) => pageRows((limit, offset) => listDraws(db, filters, filters, limit, offset)),
};
