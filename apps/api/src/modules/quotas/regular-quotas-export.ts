import type { exportRegularQuotas, RegularQuota } from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { quotaListQueries } from './repository';

/** The cupos set in the subtree as a file: the list's own query and scope. */
export const regularQuotasExport: ExportSpec<typeof exportRegularQuotas, RegularQuota> = {
  title: 'Cupos',
  fileName: 'cupos',
  filterLabels: filterLabelsOf('partner_id', 'product_id'),
  columns: [
    { title: 'Asociado', kind: 'text', value: (q) => q.partner.name },
    { title: 'Producto', kind: 'text', value: (q) => q.product.name },
    { title: 'Sorteo', kind: 'text', value: (q) => q.draw?.name ?? 'Todos' },
    { title: 'Tipo de jugada', kind: 'text', value: (q) => q.bet_type.name },
    { title: 'Cupo', kind: 'money', value: 'amount', currency: 'currency', total: false },
    { title: 'Moneda', kind: 'text', value: 'currency' },
    { title: 'Actualizado', kind: 'datetime', value: 'updated_at' },
  ],
  rows: ({ db, scope }, filters) => pageRows(quotaListQueries(db, scope, filters).rows),
};
