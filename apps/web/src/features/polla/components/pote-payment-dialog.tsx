import type { Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { minorToDecimalString } from '@/lib/format';
import { usePayPote, type PoteKind } from '../api/jackpots';

const ZMinor = z.string().regex(/^\d*$/, { error: 'Escriba un monto válido.' });
const ZPaymentForm = z
  .object({
    tipo: z.enum(['INGRESO', 'EGRESO'], { error: 'El tipo debe ser INGRESO o EGRESO.' }),
    first: ZMinor,
    second: ZMinor,
  })
  .refine((v) => BigInt(v.first || '0') + BigInt(v.second || '0') > 0n, {
    error: 'El abono debe ser mayor que cero.',
    path: ['first'],
  });
type PaymentForm = z.infer<typeof ZPaymentForm>;

/** The payment's names on the wire → the form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  primer_acu_abono: 'first',
  monto_acu_abono: 'first',
  segundo_acu_abono: 'second',
};

const TIPOS = [
  { value: 'INGRESO', label: 'INGRESO' },
  { value: 'EGRESO', label: 'EGRESO' },
];

/** A manual INGRESO or EGRESO on the pote in course (both accumulators for the daily pote). */
export function PotePaymentDialog({
  kind,
  poteId,
  currency,
  onClose,
}: {
  kind: PoteKind;
  poteId: number;
  currency: Currency;
  onClose: () => void;
}) {
  const pay = usePayPote(kind);
  const form = useForm<PaymentForm>({
    resolver: contractResolver(ZPaymentForm),
    defaultValues: { tipo: 'INGRESO', first: '', second: '' },
  });
  const major = (minor: string) => minorToDecimalString(minor || '0');
  const daily = kind === 'daily';
  return (
    <FormDialog
      form={form}
      title={daily ? 'Abono al pote diario' : 'Abono al pote semanal'}
      submitLabel="Registrar"
      onClose={onClose}
      onSubmit={(values) =>
        pay.mutateAsync({ poteId, tipo: values.tipo, first: major(values.first), second: major(values.second) })
      }
      serverFieldOf={(field) => SERVER_FIELDS[field] ?? field}
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="tipo" label="Tipo" options={TIPOS} />
        <MoneyField
          control={form.control}
          name="first"
          label={daily ? 'Primer acumulado' : 'Monto'}
          currency={currency}
        />
        {daily && <MoneyField control={form.control} name="second" label="Segundo acumulado" currency={currency} />}
      </Stack>
    </FormDialog>
  );
}
