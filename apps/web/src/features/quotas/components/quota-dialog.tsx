import type { Currency, EffectiveQuota } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { MoneyField } from '@/components/form';
import {
  contractResolver,
  LimitKeyFields,
  orNull,
  placeRowErrors,
  type LimitKeyForm,
} from '@/features/registry-common';
import { formatMoney } from '@/lib/format';
import { useSaveRegularQuotas } from '../api/save-regular-quotas';
import { ZQuotaForm, type QuotaForm } from './quota-form';
import { originText } from './quota-labels';

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
  const { control, handleSubmit, setError, getValues } = useForm<QuotaForm>({
    resolver: contractResolver(ZQuotaForm),
    defaultValues: {
      product_id: entry?.product.id,
      draw_id: entry?.draw?.id ?? 0,
      bet_type_id: entry?.bet_type.id,
      amount: entry?.own_amount ?? entry?.amount ?? '',
    },
  });
  const send = async (amount: string | null) => {
    const { product_id, draw_id, bet_type_id } = getValues();
    try {
      await save.mutateAsync({
        partner_id: partner.id,
        quotas: [{ product_id, draw_id: orNull(draw_id), bet_type_id, amount }],
      });
      onClose();
    } catch (error) {
      placeRowErrors(error, setError, ['product_id', 'draw_id', 'bet_type_id', 'amount']);
    }
  };
  const submit = handleSubmit(({ amount }) => send(amount));
  const title = entry
    ? `Cupo de ${entry.product.name}${entry.draw ? ` · ${entry.draw.name}` : ''} · ${entry.bet_type.name}`
    : 'Nuevo cupo';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quota-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="quota-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info" variant="outlined">
              {partner.name}
              {entry &&
                ` · efectivo: ${entry.amount ? formatMoney(entry.amount, partner.currency) : 'sin cupo'} (${originText(entry)})`}
              {entry?.tope && ` · tope de la banca: ${formatMoney(entry.tope, partner.currency)}`}
            </Alert>
            <LimitKeyFields control={control as unknown as Control<LimitKeyForm>} disabled={Boolean(entry)} />
            <MoneyField
              control={control}
              name="amount"
              label="Cupo por número"
              currency={partner.currency}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {entry?.own_amount && (
            <Button color="warning" onClick={() => void send(null)} disabled={save.isPending}>
              Quitar cupo propio (heredar)
            </Button>
          )}
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
