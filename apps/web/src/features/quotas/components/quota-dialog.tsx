import type { Currency, EffectiveQuota } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { contractResolver, FormDialog, lastSegment, MoneyField } from '@/components/form';
import { LimitKeyFields, orNull, type LimitKeyForm } from '@/features/registry-common';
import { formatMoney } from '@/lib/format';
import { useSaveRegularQuotas } from '../api/save-regular-quotas';
import { limitFormOf, ZQuotaForm, type QuotaForm } from './quota-form';
import { originText } from './quota-labels';

/** The fields a cupo row's server errors may land on. */
export const QUOTA_FIELDS = ['product_id', 'draw_id', 'bet_type_id', 'amount'];

export interface QuotaPartner {
  id: number;
  name: string;
  currency: Currency;
}

/** Sets a partner's own cupo for a key (new, or one of its effective rows), or removes it. */
export function QuotaDialog({
  partner,
  entry,
  onClose,
}: {
  partner: QuotaPartner;
  entry: EffectiveQuota | null;
  onClose: () => void;
}) {
  const save = useSaveRegularQuotas();
  const form = useForm<QuotaForm>({
    resolver: contractResolver(ZQuotaForm),
    defaultValues: limitFormOf(entry, entry?.own_amount ?? entry?.amount ?? ''),
  });
  const send = (amount: string | null) => {
    const { product_id, draw_id, bet_type_id } = form.getValues();
    return save.mutateAsync({
      partner_id: partner.id,
      quotas: [{ product_id, draw_id: orNull(draw_id), bet_type_id, amount }],
    });
  };
  const title = entry
    ? `Cupo de ${entry.product.name}${entry.draw ? ` · ${entry.draw.name}` : ''} · ${entry.bet_type.name}`
    : 'Nuevo cupo';
  return (
    <FormDialog
      form={form}
      title={title}
      onSubmit={({ amount }) => send(amount)}
      onClose={onClose}
      serverFields={QUOTA_FIELDS}
      serverFieldOf={lastSegment}
      secondarySave={entry?.own_amount ? { label: 'Quitar cupo propio (heredar)', run: () => send(null) } : undefined}
    >
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          {partner.name}
          {entry &&
            ` · efectivo: ${entry.amount ? formatMoney(entry.amount, partner.currency) : 'sin cupo'} (${originText(entry)})`}
          {entry?.tope && ` · tope de la banca: ${formatMoney(entry.tope, partner.currency)}`}
        </Alert>
        <LimitKeyFields control={form.control as unknown as Control<LimitKeyForm>} disabled={Boolean(entry)} />
        <MoneyField
          control={form.control}
          name="amount"
          label="Cupo por número"
          currency={partner.currency}
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
