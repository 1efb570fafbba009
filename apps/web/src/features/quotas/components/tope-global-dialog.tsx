import { ZLimitAmount, type Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { toast } from '@/components/toast';
import { useProductOptions } from '@/features/registry-common';
import { useUpdateTopQuotasGlobal } from '../api/top-quotas';
import { RefusalAlert } from './refusal-alert';

const ZGlobalTopeForm = z.object({ amount: ZLimitAmount, product_id: z.number().int().min(0) });
type GlobalTopeForm = z.infer<typeof ZGlobalTopeForm>;

/** The same product-wide tope for every product (or one) and every bet type it sells. */
export function TopeGlobalDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  const update = useUpdateTopQuotasGlobal();
  const products = useProductOptions();
  const form = useForm<GlobalTopeForm>({
    resolver: contractResolver(ZGlobalTopeForm),
    defaultValues: { amount: '', product_id: 0 },
  });
  const apply = async (values: GlobalTopeForm) => {
    const result = await update.mutateAsync({ amount: values.amount, product_id: values.product_id || undefined });
    toast.success(`${result.changed_rows} tope(s) cambiaron.`);
  };
  // A refusal is shown by RefusalAlert, with the cupos that stand in the way.
  return (
    <FormDialog
      form={form}
      title="Tope global"
      onSubmit={apply}
      onClose={onClose}
      submitLabel="Aplicar"
      serverFields={[]}
    >
      <Stack spacing={2}>
        <RefusalAlert error={update.error} />
        <FormTextField
          control={form.control}
          name="product_id"
          label="Producto"
          options={[
            { value: 0, label: 'Todos los productos' },
            ...(products.data ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <MoneyField control={form.control} name="amount" label="Tope por número" currency={currency} required />
      </Stack>
    </FormDialog>
  );
}
