import type { Currency, EffectiveQuota } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import { lastSegment } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { useSaveRegularQuotas } from '../api/save-regular-quotas';
import { LimitDialog } from './limit-dialog';
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
  return (
    <LimitDialog
      row={entry}
      amount={entry?.own_amount ?? entry?.amount ?? ''}
      noun="Cupo"
      newTitle="Nuevo cupo"
      removeLabel={entry?.own_amount ? 'Quitar cupo propio (heredar)' : undefined}
      currency={partner.currency}
      save={(key, amount) => save.mutateAsync({ partner_id: partner.id, quotas: [{ ...key, amount }] })}
      serverFields={QUOTA_FIELDS}
      serverFieldOf={lastSegment}
      onClose={onClose}
      notice={
        <Alert severity="info" variant="outlined">
          {partner.name}
          {entry &&
            ` · efectivo: ${entry.amount ? formatMoney(entry.amount, partner.currency) : 'sin cupo'} (${originText(entry)})`}
          {entry?.tope && ` · tope de la banca: ${formatMoney(entry.tope, partner.currency)}`}
        </Alert>
      }
    />
  );
}
