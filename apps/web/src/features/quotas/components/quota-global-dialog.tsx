import { GLOBAL_TARGET_LABELS, GLOBAL_TARGETS, ZGlobalTarget, type GlobalTarget } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { FormTextField, MoneyField } from '@/components/form';
import { toast } from '@/components/toast';
import {
  contractResolver,
  LimitKeyFields,
  orNull,
  placeRowErrors,
  type LimitKeyForm,
} from '@/features/registry-common';
import { useSaveRegularQuotasGlobal } from '../api/save-regular-quotas';
import type { QuotaPartner } from './quota-dialog';
import { ZQuotaForm, type QuotaForm } from './quota-form';

const ZGlobalForm = ZQuotaForm.extend({ target: ZGlobalTarget });
type GlobalForm = QuotaForm & { target: GlobalTarget };

/** The same cupo for every child of the partner, or every partner of a kind below it. */
export function QuotaGlobalDialog({ partner, onClose }: { partner: QuotaPartner; onClose: () => void }) {
  const save = useSaveRegularQuotasGlobal();
  const { control, handleSubmit, setError } = useForm<GlobalForm>({
    resolver: contractResolver(ZGlobalForm),
    defaultValues: { target: 'CHILDREN', draw_id: 0, amount: '' },
  });
  const submit = handleSubmit(async ({ target, product_id, draw_id, bet_type_id, amount }) => {
    try {
      const result = await save.mutateAsync({
        partner_id: partner.id,
        target,
        quotas: [{ product_id, draw_id: orNull(draw_id), bet_type_id, amount }],
      });
      toast.success(`Se aplicó a ${result.partners} asociado(s); ${result.changed_rows} cupo(s) cambiaron.`);
      onClose();
    } catch (error) {
      placeRowErrors(error, setError, ['product_id', 'draw_id', 'bet_type_id', 'amount']);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quota-global-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="quota-global-title">Cupo global bajo {partner.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning" variant="outlined">
              Reemplaza el cupo propio de cada asociado alcanzado para este producto, sorteo y tipo de jugada.
            </Alert>
            <FormTextField
              control={control}
              name="target"
              label="Aplicar a"
              options={GLOBAL_TARGETS.map((t) => ({ value: t, label: GLOBAL_TARGET_LABELS[t] }))}
            />
            <LimitKeyFields control={control as unknown as Control<LimitKeyForm>} />
            <MoneyField control={control} name="amount" label="Cupo por número" currency={partner.currency} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Aplicar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
