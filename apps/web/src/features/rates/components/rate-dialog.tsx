import { ZSaveRateRequest, type SaveRateRequest } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { dayjs } from '@/lib/format';
import { useRateTypes, useSaveRate } from '../api/rates';

/** Records the user's partner's rate of a day (a second save of the same day replaces it). */
export function RateDialog({ onClose }: { onClose: () => void }) {
  const types = useRateTypes();
  const save = useSaveRate();
  const form = useForm<SaveRateRequest>({
    resolver: contractResolver(ZSaveRateRequest),
    defaultValues: { business_date: dayjs().format('YYYY-MM-DD'), rate: '' },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title="Registrar tasa"
      onSubmit={(values) => save.mutateAsync(values)}
      onClose={onClose}
      loading={types.isPending}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="rate_type_id"
          label="Tipo de tasa"
          options={(types.data ?? []).map((t) => ({ value: t.id, label: `${t.codigo} · ${t.nombre}` }))}
        />
        <FormTextField control={control} name="business_date" label="Fecha" type="date" />
        <FormTextField
          control={control}
          name="rate"
          label="Tasa (unidades de su moneda por dólar, ej. 36.50)"
          required
        />
      </Stack>
    </FormDialog>
  );
}
