import { ZLimitAmount, type Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, MoneyField } from '@/components/form';
import { toast } from '@/components/toast';
import { contractResolver, useProductOptions } from '@/features/registry-common';
import { useUpdateTopQuotasGlobal } from '../api/top-quotas';
import { RefusalAlert } from './refusal-alert';

const ZGlobalTopeForm = z.object({ amount: ZLimitAmount, product_id: z.number().int().min(0) });
type GlobalTopeForm = z.infer<typeof ZGlobalTopeForm>;

/** The same product-wide tope for every product (or one) and every bet type it sells. */
export function TopeGlobalDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  const update = useUpdateTopQuotasGlobal();
  const products = useProductOptions();
  const { control, handleSubmit } = useForm<GlobalTopeForm>({
    resolver: contractResolver(ZGlobalTopeForm),
    defaultValues: { amount: '', product_id: 0 },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync({ amount: values.amount, product_id: values.product_id || undefined });
      toast.success(`${result.changed_rows} tope(s) cambiaron.`);
      onClose();
    } catch {
      // Shown below by RefusalAlert.
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tope-global-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="tope-global-title">Tope global</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RefusalAlert error={update.error} />
            <FormTextField
              control={control}
              name="product_id"
              label="Producto"
              options={[
                { value: 0, label: 'Todos los productos' },
                ...(products.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
            <MoneyField control={control} name="amount" label="Tope por número" currency={currency} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Aplicar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
