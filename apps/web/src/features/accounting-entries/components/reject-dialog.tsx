import { ZRejectPaymentRequest, type Payment } from '@banca/contracts';
import { formatMoney } from '@/lib/format';
import { useRejectPayment } from '../api/payments';
import { ObservationDialog } from './observation-dialog';

/** Rejects a received payment; the observation tells its author what to correct. */
export function RejectDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const reject = useRejectPayment();
  return (
    <ObservationDialog
      schema={ZRejectPaymentRequest}
      fixed={{ payment_id: payment.id }}
      title={`Rechazar el pago ${payment.reference}`}
      submitLabel="Rechazar"
      submitColor="error"
      onSubmit={(observation) => reject.mutateAsync({ id: payment.id, observation })}
      onClose={onClose}
    >
      {payment.payer_name} reportó {formatMoney(payment.amount, payment.currency)} el día de {payment.payment_date}.
    </ObservationDialog>
  );
}
