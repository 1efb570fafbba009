import { ZDescription, ZPaymentMethod, ZPositiveAmount, type CashMovement, type UpdateMovement } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useUpdateMovement } from '../api/movements';
import { METHOD_OPTIONS } from './options';

const ZEditForm = z.object({
  amount: ZPositiveAmount,
  payment_method: ZPaymentMethod,
  description: ZDescription,
  reference: z.string().trim().max(60, { error: 'La referencia no puede tener más de 60 caracteres.' }),
});
type EditForm = z.infer<typeof ZEditForm>;

const TITLES = { INGRESO: 'Corregir ingreso', EGRESO: 'Corregir egreso', RECARGA: 'Corregir recarga' } as const;

/**
 * Corrects what a person typed in an income, outcome or reload while its register is open
 * (amount, method, description, reference; ADR 045): only the changed fields are sent.
 */
export function EditMovementDialog({ movement, onClose }: { movement: CashMovement; onClose: () => void }) {
  const update = useUpdateMovement(movement.kind);
  const form = useForm<EditForm>({
    resolver: contractResolver(ZEditForm),
    defaultValues: {
      amount: movement.amount,
      payment_method: movement.payment_method as EditForm['payment_method'],
      description: movement.description,
      reference: movement.reference ?? '',
    },
  });
  return (
    <FormDialog
      form={form}
      title={TITLES[movement.kind]}
      submitLabel="Guardar corrección"
      onSubmit={async (values) => {
        const change: UpdateMovement = {};
        if (values.amount !== movement.amount) change.amount = values.amount;
        if (values.payment_method !== movement.payment_method) change.payment_method = values.payment_method;
        if (values.description !== movement.description) change.description = values.description;
        if (values.reference && values.reference !== (movement.reference ?? '')) change.reference = values.reference;
        if (Object.keys(change).length > 0) await update.mutateAsync({ id: movement.id, change });
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Alert severity="info">
          {`${movement.taquilla_name}: la corrección cuenta en su arqueo abierto${movement.status === 'APROBADO' ? ', que se recalcula' : ''}.`}
        </Alert>
        <MoneyField control={form.control} name="amount" label="Monto" currency={movement.currency} />
        <FormTextField control={form.control} name="payment_method" label="Método de pago" options={METHOD_OPTIONS} />
        <FormTextField control={form.control} name="reference" label={movement.kind === 'INGRESO' ? 'Referencia' : 'Referencia (opcional)'} />
        <FormTextField control={form.control} name="description" label="Descripción" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
