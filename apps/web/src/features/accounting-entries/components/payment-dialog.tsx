import {
  MAX_PAYMENT_IMAGES,
  uploadPaymentEvidence,
  ZSavePaymentRequest,
  type Currency,
  type Payment,
  type SavePaymentRequest,
} from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { EvidenceField } from '@/components/evidence-field';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useAccountOptions } from '@/features/accounts';
import { dayjs } from '@/lib/format';
import { paymentEvidencePath, usePaymentPayee, useSavePayment } from '../api/payments';

const methodLabel = (m: {
  alias: string;
  bank_name: string | null;
  account_number: string | null;
  phone: string | null;
  email: string | null;
}) => [m.alias, m.bank_name, m.account_number ?? m.phone ?? m.email].filter(Boolean).join(' · ');

/** Reports a payment to the partner responsible for the user's payments, or corrects a rejected one. */
export function PaymentDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const payee = usePaymentPayee();
  const accounts = useAccountOptions();
  const save = useSavePayment();
  const currency = (payee.data?.currency ?? payment?.currency ?? 'BS') as Currency;
  const form = useForm<SavePaymentRequest>({
    resolver: contractResolver(ZSavePaymentRequest),
    values: {
      ...(payment ? { payment_id: payment.id } : {}),
      payment_method_id: payment?.payment_method_id ?? (undefined as unknown as number),
      ...(payment ? { account_id: payment.account_id } : {}),
      payment_date: payment?.payment_date ?? dayjs().format('YYYY-MM-DD'),
      currency,
      amount: payment?.amount ?? '',
      reference: payment?.reference ?? '',
      observation: payment?.observation ?? '',
      image_ids: payment?.image_ids ?? [],
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { control } = form;
  const methods = payee.data?.methods ?? [];
  return (
    <FormDialog
      form={form}
      title={payment ? `Corregir el pago ${payment.reference}` : 'Reportar pago'}
      submitLabel={payment ? 'Enviar de nuevo' : 'Reportar'}
      loading={payee.isPending}
      loadError={payee.error}
      onSubmit={(values) => save.mutateAsync(values)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {payment?.rejection_observation && <Alert severity="warning">Rechazado: {payment.rejection_observation}</Alert>}
        <Alert severity="info">
          {payee.data?.payee_name
            ? `El pago es para ${payee.data.payee_name}.`
            : 'Su asociado no tiene a quién reportar pagos.'}
        </Alert>
        <FormTextField
          control={control}
          name="payment_method_id"
          label="Método de pago del beneficiario"
          options={methods.map((m) => ({ value: m.id, label: methodLabel(m) }))}
          helperText={methods.length ? undefined : 'El beneficiario no tiene métodos de pago activos.'}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="payment_date" label="Fecha del pago" type="date" />
          <MoneyField control={control} name="amount" label={`Monto (${currency})`} currency={currency} />
        </Stack>
        <FormTextField control={control} name="reference" label="Referencia" required />
        <FormTextField
          control={control}
          name="account_id"
          label="Cuenta (Pagos si no elige)"
          options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }))}
        />
        <FormTextField control={control} name="observation" label="Observación" multiline minRows={2} />
        <EvidenceField
          control={control}
          name="image_ids"
          uploadPath={uploadPaymentEvidence.path}
          label="Comprobante del pago"
          max={MAX_PAYMENT_IMAGES}
          storedUrl={payment ? (imageId) => paymentEvidencePath(payment.id, imageId) : undefined}
        />
      </Stack>
    </FormDialog>
  );
}
