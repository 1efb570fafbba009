import { PARTNER_KIND_LABELS, type exportSalesTargets, type SalesTarget } from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { salesTargetQueries } from './sales-target-repository';

/** The targets as a file: the list's own query and scope, with the progress as a percentage. */
export const salesTargetsExport: ExportSpec<typeof exportSalesTargets, SalesTarget> = {
  title: 'Metas de ventas',
  fileName: 'metas-de-ventas',
  filterLabels: { ...filterLabelsOf('partner_id'), on_date: 'Vigentes el' },
  columns: [
    { title: 'Asociado', kind: 'text', value: 'partner_name' },
    { title: 'Código', kind: 'text', value: 'partner_code' },
    { title: 'Tipo de asociado', kind: 'text', value: (t) => PARTNER_KIND_LABELS[t.partner_kind] },
    { title: 'Desde', kind: 'date', value: 'date_from' },
    { title: 'Hasta', kind: 'date', value: 'date_to' },
    { title: 'Meta', kind: 'money', value: 'target_amount', currency: 'currency' },
    { title: 'Ventas netas', kind: 'money', value: 'achieved_amount', currency: 'currency' },
    { title: 'Avance', kind: 'percentage', value: (t) => t.progress_permille / 10 },
    { title: 'Nota', kind: 'text', value: 'note' },
    { title: 'Fijada por', kind: 'text', value: 'created_by' },
  ],
  rows: (ctx, filters) => pageRows(salesTargetQueries(ctx.db, ctx.scope, filters).rows),
};
