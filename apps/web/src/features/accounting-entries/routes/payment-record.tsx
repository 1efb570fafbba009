import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type Payment } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListSelectFilter } from '@/components/data-table';
import { ReportTable } from '@/components/report-table';
import { formatMoney } from '@/lib/format';
import { useConfirmPayment, useDeletePayment, usePaymentList } from '../api/payments';
import { EvidenceDialog } from '../components/evidence-dialog';
import { paymentColumns, type PaymentAction } from '../components/payment-columns';
import { PaymentDialog } from '../components/payment-dialog';
import { RejectDialog } from '../components/reject-dialog';

const STATUSES = PAYMENT_STATUSES.filter((s) => s !== 'DELETED').map((s) => ({
  value: s,
  label: PAYMENT_STATUS_LABELS[s],
}));
const DIRECTIONS = [
  { value: 'sent', label: 'Enviados' },
  { value: 'received', label: 'Recibidos' },
];

/** Contabilidad › Registro de pagos: report a payment, and the payments sent and received with their states. */
export function Component() {
  const list = usePaymentList();
  const confirm = useConfirmPayment();
  const remove = useDeletePayment();
  const [open, setOpen] = useState<{ action: PaymentAction | 'new'; payment: Payment | null } | null>(null);
  const close = () => setOpen(null);
  const current = open?.payment ?? null;
  return (
    <>
      <ReportTable
        label="Pagos enviados y recibidos"
        columns={paymentColumns((action, payment) => setOpen({ action, payment }))}
        list={list}
        totals={undefined}
        rowKey={(p) => p.id}
        exportName="pagos"
        emptyText="No hay pagos"
        toolbar={
          <>
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUSES} />
            <ListSelectFilter list={list} filter="direction" label="Dirección" options={DIRECTIONS} />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ action: 'new', payment: null })}
            >
              Reportar pago
            </Button>
          </>
        }
      />
      {(open?.action === 'new' || open?.action === 'correct') && <PaymentDialog payment={current} onClose={close} />}
      {open?.action === 'reject' && current && <RejectDialog payment={current} onClose={close} />}
      {open?.action === 'evidence' && current && <EvidenceDialog payment={current} onClose={close} />}
      {current && (open?.action === 'confirm' || open?.action === 'delete') && (
        <ConfirmDialog
          open
          destructive={open.action === 'delete'}
          title={open.action === 'confirm' ? 'Confirmar pago' : 'Eliminar pago'}
          message={
            open.action === 'confirm'
              ? `Confirma que recibió ${formatMoney(current.amount, current.currency)} de ${current.payer_name} (ref. ${current.reference}); el asiento se registra al confirmar.`
              : `El pago ${current.reference} se elimina y su referencia queda libre.`
          }
          confirmLabel={open.action === 'confirm' ? 'Confirmar' : 'Eliminar'}
          busy={confirm.isPending || remove.isPending}
          onConfirm={() => (open.action === 'confirm' ? confirm : remove).mutate(current.id, { onSettled: close })}
          onClose={close}
        />
      )}
    </>
  );
}
