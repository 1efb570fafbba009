import {
  COMMISSION_TYPE_LABELS,
  PARTICIPATION_TYPE_LABELS,
  type Commission,
  type exportCommissions,
} from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { commissionListQueries } from './repository';

/** The commissions set in the subtree as a file: the list's own query and scope. */
export const commissionsExport: ExportSpec<typeof exportCommissions, Commission> = {
  title: 'Comisiones',
  fileName: 'comisiones',
  filterLabels: filterLabelsOf('partner_id', 'product_id'),
  columns: [
    { title: 'Asociado', kind: 'text', value: (c) => c.partner.name },
    { title: 'Producto', kind: 'text', value: (c) => c.product.name },
    { title: 'Tipo de jugada', kind: 'text', value: (c) => c.bet_type?.name ?? 'Todos' },
    { title: 'Tipo de comisión', kind: 'text', value: (c) => COMMISSION_TYPE_LABELS[c.commission_type] },
    { title: 'Comisión', kind: 'percentage', value: 'commission_pct', group: 'Porcentajes' },
    { title: 'Participación', kind: 'percentage', value: 'participation_pct', group: 'Porcentajes' },
    { title: 'Extra', kind: 'percentage', value: 'extra_pct', group: 'Porcentajes' },
    { title: 'Tipo de participación', kind: 'text', value: (c) => PARTICIPATION_TYPE_LABELS[c.participation_type] },
    { title: 'Máximo', kind: 'money', value: 'max_amount', currency: 'currency', total: false },
    { title: 'Moneda', kind: 'text', value: 'currency' },
    { title: 'Actualizada', kind: 'datetime', value: 'updated_at' },
  ],
  rows: ({ db, scope }, filters) => pageRows(commissionListQueries(db, scope, filters).rows),
};
