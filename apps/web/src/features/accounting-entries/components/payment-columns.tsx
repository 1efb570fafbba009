import { PAYMENT_METHOD_TYPE_LABELS, type Payment } from '@banca/contracts';
import Button from '@mui/material/Button';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';

export type PaymentAction = 'confirm' | 'reject' | 'correct' | 'delete' | 'evidence';

/** The actions a payment offers the user: the payee decides a pending one, its author corrects or deletes. */
function actionsOf(p: Payment): { action: PaymentAction; label: string; color?: 'error' | 'warning' | 'success' }[] {
  const actions: ReturnType<typeof actionsOf> = [];
  if (p.image_ids.length) actions.push({ action: 'evidence', label: 'Comprobantes' });
  if (p.decidable)
    actions.push(
      { action: 'confirm', label: 'Confirmar', color: 'success' },
      { action: 'reject', label: 'Rechazar', color: 'warning' },
    );
  if (p.sent && p.status === 'REJECTED') actions.push({ action: 'correct', label: 'Corregir' });
  if (p.sent && (p.status === 'PENDING' || p.status === 'REJECTED'))
    actions.push({ action: 'delete', label: 'Eliminar', color: 'error' });
  return actions;
}

export function paymentColumns(act: (action: PaymentAction, payment: Payment) => void): ReportColumn<Payment>[] {
  return [
    { id: 'payment_date', header: 'Fecha', sortable: true, render: (p) => formatDate(p.payment_date) },
    { id: 'payer_name', header: 'Pagador' },
    { id: 'payee_name', header: 'Beneficiario' },
    {
      id: 'method',
      header: 'Método',
      render: (p) => `${p.payment_method_alias} (${PAYMENT_METHOD_TYPE_LABELS[p.payment_method_type]})`,
    },
    { id: 'reference', header: 'Referencia' },
    moneyColumn<Payment>({ id: 'amount', header: 'Monto', sortable: true, currency: (p) => p.currency }),
    { id: 'status', header: 'Estado', render: (p) => <StatusChip family="payment" status={p.status} /> },
    { id: 'observation', header: 'Observación', render: (p) => p.rejection_observation ?? p.observation },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (p) =>
        actionsOf(p).map(({ action, label, color }) => (
          <Button
            key={action}
            size="small"
            {...(color ? { color } : {})}
            onClick={() => act(action, p)}
            aria-label={`${label} el pago ${p.reference}`}
          >
            {label}
          </Button>
        )),
    },
  ];
}
