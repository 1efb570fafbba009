import type { Currency, TopQuota } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { MoneyField } from '@/components/form';
import { contractResolver, LimitKeyFields, orNull, type LimitKeyForm } from '@/features/registry-common';
import { useUpdateTopQuota } from '../api/top-quotas';
import { ZQuotaForm, type QuotaForm } from './quota-form';
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
  const { control, handleSubmit, getValues } = useForm<QuotaForm>({
    resolver: contractResolver(ZQuotaForm),
    defaultValues: {
      product_id: tope?.product.id,
      draw_id: tope?.draw?.id ?? 0,
      bet_type_id: tope?.bet_type.id,
      amount: tope?.amount ?? '',
    },
  });
  const send = async (amount: string | null) => {
    const { product_id, draw_id, bet_type_id } = getValues();
    try {
      await update.mutateAsync({ product_id, draw_id: orNull(draw_id), bet_type_id, amount });
      onClose();
    } catch {
      // Shown below by RefusalAlert.
    }
  };
  const submit = handleSubmit(({ amount }) => send(amount));
  const title = tope
    ? `Tope de ${tope.product.name}${tope.draw ? ` · ${tope.draw.name}` : ''} · ${tope.bet_type.name}`
    : 'Nuevo tope';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tope-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="tope-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RefusalAlert error={update.error} />
            <LimitKeyFields control={control as unknown as Control<LimitKeyForm>} disabled={Boolean(tope)} />
            <MoneyField
              control={control}
              name="amount"
              label="Tope por número"
              currency={currency}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {tope?.amount && (
            <Button color="warning" onClick={() => void send(null)} disabled={update.isPending}>
              Quitar tope
            </Button>
          )}
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
