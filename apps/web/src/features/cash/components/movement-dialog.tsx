import { MAX_CASH_EVIDENCE_IMAGES, uploadCashEvidence, ZCreateIncome, ZCreateOutcome, type Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EvidenceField } from '@/components/evidence-field';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useCreateMovement, useExpenseTypes, type MovementKind } from '../api/movements';
import { CURRENCY_OPTIONS, METHOD_OPTIONS } from './options';
import { useReferenceCheck } from './reference-check';

interface MovementForm {
  payment_method: string;
  currency: Currency;
  amount: string;
  reference: string;
  expense_type: string;
  description: string;
  exchange_amount?: string | undefined;
  exchange_currency?: Currency | undefined;
  exchange_rate?: string | undefined;
  evidence_image_ids: number[];
}

/** An outcome's reference may stay empty: it is left out of the request then. */
const ZOutcomeForm = ZCreateOutcome.extend({
  reference: z.string().trim().max(60, { error: 'La referencia no puede tener más de 60 caracteres.' }),
});

const REFERENCE_HINT = { free: 'Referencia disponible.', taken: 'Esa referencia ya fue registrada.' } as const;

/** Records an income (method, currency, amount, unique reference) or an outcome (with its expense type). */
export function MovementDialog({ kind, currency, onClose }: { kind: MovementKind; currency: Currency; onClose: () => void }) {
  const create = useCreateMovement(kind);
  const types = useExpenseTypes();
  const income = kind === 'INGRESO';
  const form = useForm<MovementForm>({
    resolver: contractResolver<z.ZodType<MovementForm>, MovementForm>((income ? ZCreateIncome : ZOutcomeForm) as never),
    defaultValues: { payment_method: 'EFECTIVO', currency, amount: '', reference: '', expense_type: '', description: '', evidence_image_ids: [] },
  });
  const { control } = form;
  const chosenCurrency = useWatch({ control, name: 'currency' });
  const exchangeCurrency = useWatch({ control, name: 'exchange_currency' });
  const reference = useWatch({ control, name: 'reference' }) ?? '';
  const check = useReferenceCheck(reference);
  return (
    <FormDialog
      form={form}
      title={income ? 'Registrar ingreso' : 'Registrar egreso'}
      onSubmit={(values) =>
        create.mutateAsync({
          payment_method: values.payment_method,
          currency: values.currency,
          amount: values.amount,
          description: values.description,
          evidence_image_ids: values.evidence_image_ids,
          ...(values.exchange_amount && values.exchange_currency && values.exchange_rate
            ? { exchange_amount: values.exchange_amount, exchange_currency: values.exchange_currency, exchange_rate: values.exchange_rate }
            : {}),
          ...(values.reference ? { reference: values.reference } : {}),
          ...(income ? {} : { expense_type: values.expense_type }),
        } as never)
      }
      onClose={onClose}
      submitLabel="Registrar"
    >
      <Stack spacing={2}>
        {!income && (
          <FormTextField
            control={control}
            name="expense_type"
            label="Tipo de egreso"
            options={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="payment_method" label="Método de pago" options={METHOD_OPTIONS} />
          <FormTextField control={control} name="currency" label="Moneda" options={CURRENCY_OPTIONS} />
        </Stack>
        <MoneyField control={control} name="amount" label="Monto" currency={chosenCurrency} />
        <FormTextField
          control={control}
          name="reference"
          label={income ? 'Referencia' : 'Referencia (opcional)'}
          helperText={check ? REFERENCE_HINT[check] : undefined}
          color={check === 'taken' ? 'warning' : undefined}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="exchange_currency" label="Cambio: moneda (opcional)" options={CURRENCY_OPTIONS} />
          {exchangeCurrency && (
            <>
              <MoneyField control={control} name="exchange_amount" label="Cambio: monto" currency={exchangeCurrency} />
              <FormTextField control={control} name="exchange_rate" label="Tasa" inputMode="decimal" />
            </>
          )}
        </Stack>
        <FormTextField control={control} name="description" label="Descripción" multiline minRows={2} />
        <EvidenceField
          control={control}
          name="evidence_image_ids"
          uploadPath={uploadCashEvidence.path}
          label="Imagen de soporte"
          max={MAX_CASH_EVIDENCE_IMAGES}
        />
      </Stack>
    </FormDialog>
  );
}
