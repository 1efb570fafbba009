import { PAYMENT_METHOD_TYPE_LABELS, PAYMENT_STATUS_LABELS, type Payment, type exportPayments } from '@banca/contracts';
import { pageRows, type ExportSpec } from '../../lib/file-answer';
import { paymentQueries } from './repository';
import { paymentFiltersOf } from './payment-filters';

export const paymentsExport: ExportSpec<typeof exportPayments, Payment> = {
  title: 'Pagos',
  fileName: 'pagos',
  filterLabels: { from_date: 'Desde', to_date: 'Hasta', currency: 'Moneda', status: 'Estado', direction: 'Dirección' },
  columns: [
    { title: 'Fecha', kind: 'date', value: 'payment_date' },
    { title: 'Pagador', kind: 'text', value: 'payer_name' },
    { title: 'Beneficiario', kind: 'text', value: 'payee_name' },
    {
      title: 'Método',
      kind: 'text',
      value: (p) => `${p.payment_method_alias} (${PAYMENT_METHOD_TYPE_LABELS[p.payment_method_type]})`,
    },
    { title: 'Referencia', kind: 'text', value: 'reference' },
    { title: 'Cuenta', kind: 'text', value: 'account_name' },
    { title: 'Estado', kind: 'text', value: (p) => PAYMENT_STATUS_LABELS[p.status] },
    { title: 'Observación', kind: 'text', value: (p) => p.rejection_observation ?? p.observation },
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency' },
  ],
  rows: (ctx, filters) => pageRows(paymentQueries(ctx.db, ctx.scope, paymentFiltersOf(filters)).rows),
};
