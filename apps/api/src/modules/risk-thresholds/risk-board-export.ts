import type { exportRiskBoard, RiskBoardRow } from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listRiskBoard } from './list-risk-board';

/** The risk board as a file, with the same filters, sort and rows as the screen. */
export const riskBoardExport: ExportSpec<typeof exportRiskBoard, RiskBoardRow> = {
  title: 'Tablero de riesgo',
  fileName: 'tablero-de-riesgo',
  filterLabels: {
    occurrence_id: 'Sorteo',
    lottery_id: 'Lotería',
    product_id: 'Producto',
    partner_id: 'Sucursal',
    min_pct: '% usado mínimo',
    currency: 'Moneda',
  },
  columns: [
    { title: 'Sorteo', kind: 'text', value: (row) => `${row.product.name} ${row.draw}` },
    { title: 'Hora del sorteo', kind: 'datetime', value: 'draw_at' },
    { title: 'Número', kind: 'text', value: 'number' },
    { title: 'Tipo de jugada', kind: 'text', value: (row) => row.bet_type.name },
    { title: 'Límite de', kind: 'text', value: (row) => row.partner.name },
    { title: 'Vendido', kind: 'money', value: 'sold', currency: 'currency' },
    { title: 'Cupo', kind: 'money', value: 'cupo', currency: 'currency', total: false },
    { title: '% usado', kind: 'percentage', value: 'used_pct' },
    { title: 'Multiplicador', kind: 'text', value: 'multiplier' },
    { title: 'Pago si sale', kind: 'money', value: 'payout', currency: 'currency' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listRiskBoard(ctx, query)),
};
