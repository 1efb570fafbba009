import { ZRejectPaymentRequest, type Payment } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { useRejectPayment } from '../api/payments';

/** Rejects a received payment; the observation tells its author what to correct. */
export function RejectDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const reject = useRejectPayment();
  const form = useForm<{ payment_id: number; observation: string }>({
    resolver: contractResolver(ZRejectPaymentRequest),
    defaultValues: { payment_id: payment.id, observation: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Rechazar el pago ${payment.reference}`}
      submitLabel="Rechazar"
      submitColor="error"
      onSubmit={(values) => reject.mutateAsync({ id: payment.id, observation: values.observation })}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography>
          {payment.payer_name} reportó {formatMoney(payment.amount, payment.currency)} el día de {payment.payment_date}.
        </Typography>
        <FormTextField control={form.control} name="observation" label="Observación" multiline minRows={2} required />
      </Stack>
    </FormDialog>
  );
}
