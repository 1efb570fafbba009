import {
  BLOCK_STATE_LABELS,
  PARTNER_KIND_LABELS,
  type BlockedNumber,
  type exportBlockedNumbers,
} from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { blockedNumberQueries } from './blocked-number-repository';

/** The blocked numbers as a file: the list's own query and scope, its dates in the caller's zone. */
export const blockedNumbersExport: ExportSpec<typeof exportBlockedNumbers, BlockedNumber> = {
  title: 'Números bloqueados',
  fileName: 'numeros-bloqueados',
  filterLabels: filterLabelsOf('product_id', 'draw_id', 'state', 'search', 'partner_id'),
  columns: [
    { title: 'Producto', kind: 'text', value: 'product_name' },
    { title: 'Lotería', kind: 'text', value: 'lottery_name' },
    { title: 'Sorteo', kind: 'text', value: (b) => b.draw_name ?? 'Todos' },
    { title: 'Número', kind: 'text', value: (b) => [b.number, b.symbol_name].filter(Boolean).join(' ') },
    { title: 'Asociado', kind: 'text', value: 'partner_name' },
    { title: 'Tipo de asociado', kind: 'text', value: (b) => PARTNER_KIND_LABELS[b.partner_kind] },
    { title: 'Desde', kind: 'date', value: 'date_from' },
    { title: 'Hasta', kind: 'date', value: 'date_to' },
    { title: 'Motivo', kind: 'text', value: 'reason' },
    { title: 'Estado', kind: 'text', value: (b) => BLOCK_STATE_LABELS[b.state] },
    { title: 'Creado', kind: 'datetime', value: 'created_at' },
    { title: 'Creado por', kind: 'text', value: 'created_by' },
  ],
  rows: (ctx, filters) => pageRows(blockedNumberQueries(ctx.db, ctx.scope, filters, ctx.timezone).rows),
};
