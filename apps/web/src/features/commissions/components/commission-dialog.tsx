import type { CommissionEntry, Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, placeRowErrors } from '@/features/registry-common';
import { useSaveCommissions } from '../api/save-commissions';
import { CommissionFields } from './commission-fields';
import { COMMISSION_FIELDS, formDefaults, toValues, ZCommissionForm, type CommissionForm } from './commission-form';

export interface CommissionPartner {
  id: number;
  name: string;
  currency: Currency;
}

/** Sets one commission of a partner: a row of its sheet, or a new product / bet type. */
export function CommissionDialog({
  partner,
  entry,
  onClose,
}: {
  partner: CommissionPartner;
  entry: CommissionEntry | null;
  onClose: () => void;
}) {
  const save = useSaveCommissions();
  const { control, handleSubmit, setError } = useForm<CommissionForm>({
    resolver: contractResolver(ZCommissionForm),
    defaultValues: formDefaults(entry),
  });
  const submit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync({ commissions: [{ partner_id: partner.id, ...toValues(form) }] });
      onClose();
    } catch (error) {
      placeRowErrors(error, setError, COMMISSION_FIELDS);
    }
  });
  const title = entry
    ? `Comisión de ${entry.product.name}${entry.bet_type ? ` · ${entry.bet_type.name}` : ''}`
    : 'Nueva comisión';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="commission-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="commission-dialog-title">
          {title} · {partner.name}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <CommissionFields control={control} currency={partner.currency} keyLocked={Boolean(entry)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
