import type { exportLayOff, LayOffRow } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listLayOff } from './list-lay-off';

/** The lay-off list as a file, with the same filters and rows as the screen: what the operator passes on. */
export const layOffExport: ExportSpec<typeof exportLayOff, LayOffRow> = {
  title: 'Lista de descarga',
  fileName: 'lista-de-descarga',
  filterLabels: { occurrence_id: 'Sorteo', product_id: 'Producto', currency: 'Moneda' },
  columns: [
    { title: 'Número', kind: 'text', value: 'number' },
    { title: 'Tipo de jugada', kind: 'text', value: (row) => row.bet_type.name },
    { title: 'Vendido', kind: 'money', value: 'sold', currency: 'currency' },
    { title: 'Multiplicador', kind: 'text', value: 'multiplier' },
    { title: 'Pago posible', kind: 'money', value: 'payout', currency: 'currency' },
    { title: 'Retención', kind: 'money', value: 'hold', currency: 'currency', total: false },
    { title: 'Exceso', kind: 'money', value: 'excess', currency: 'currency' },
    { title: 'Monto a descargar', kind: 'money', value: 'pass_on', currency: 'currency' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listLayOff(ctx, query)),
};
