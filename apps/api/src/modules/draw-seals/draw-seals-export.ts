import type { DrawSealRow, exportDrawSeals } from '@banca/contracts';
import { filterLabelsOf, listRows, type ExportSpec } from '../../lib/file-answer';
import { listDrawSeals } from './list-draw-seals';

/**
 * The actas' list as a file: the list's own use case and scope. One row per sealed draw with its
 * counts and digest; the amounts, per currency, are in each acta's own file.
 */
export const drawSealsExport: ExportSpec<typeof exportDrawSeals, DrawSealRow> = {
  title: 'Actas de cierre',
  fileName: 'actas-de-cierre',
  filterLabels: filterLabelsOf('from_date', 'to_date', 'lottery_id', 'product_id'),
  columns: [
    { title: 'Fecha', kind: 'date', value: 'draw_date' },
    { title: 'Sorteo', kind: 'text', value: 'draw_name' },
    { title: 'Lotería', kind: 'text', value: (row) => row.lottery.name },
    { title: 'Cierre', kind: 'datetime', value: 'close_at' },
    { title: 'Sellado', kind: 'datetime', value: 'sealed_at' },
    { title: 'Tickets', kind: 'number', value: 'tickets', total: false },
    { title: 'Jugadas', kind: 'number', value: 'plays', total: false },
    { title: 'Anulados', kind: 'number', value: 'annulled_tickets', total: false },
    { title: 'Correcciones', kind: 'number', value: 'corrections', total: false },
    { title: 'Huella', kind: 'text', value: 'digest', width: 66 },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listDrawSeals(ctx, { query, cachedCount: 0 })),
};
