import type { Currency, TopQuota } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { contractResolver, FormDialog, MoneyField } from '@/components/form';
import { LimitKeyFields, orNull, type LimitKeyForm } from '@/features/registry-common';
import { useUpdateTopQuota } from '../api/top-quotas';
import { limitFormOf, ZQuotaForm, type QuotaForm } from './quota-form';
import { RefusalAlert } from './refusal-alert';

/** Sets or removes one tope; lowering it below existing cupos is refused, and they are listed. */
export function TopeDialog({
  tope,
  currency,
  onClose,
}: {
  tope: TopQuota | null;
  currency: Currency;
  onClose: () => void;
}) {
  const update = useUpdateTopQuota();
  const form = useForm<QuotaForm>({
    resolver: contractResolver(ZQuotaForm),
    defaultValues: limitFormOf(tope, tope?.amount ?? ''),
  });
  const send = (amount: string | null) => {
    const { product_id, draw_id, bet_type_id } = form.getValues();
    return update.mutateAsync({ product_id, draw_id: orNull(draw_id), bet_type_id, amount });
  };
  const title = tope
    ? `Tope de ${tope.product.name}${tope.draw ? ` · ${tope.draw.name}` : ''} · ${tope.bet_type.name}`
    : 'Nuevo tope';
  // A refusal is shown by RefusalAlert, with the cupos that stand in the way.
  return (
    <FormDialog
      form={form}
      title={title}
      onSubmit={({ amount }) => send(amount)}
      onClose={onClose}
      serverFields={[]}
      secondarySave={tope?.amount ? { label: 'Quitar tope', run: () => send(null) } : undefined}
    >
      <Stack spacing={2}>
        <RefusalAlert error={update.error} />
        <LimitKeyFields control={form.control as unknown as Control<LimitKeyForm>} disabled={Boolean(tope)} />
        <MoneyField
          control={form.control}
          name="amount"
          label="Tope por número"
          currency={currency}
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
