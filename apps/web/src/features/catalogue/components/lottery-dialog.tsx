import { ZCreateLotteryRequest, type Lottery } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { statusOptions } from '@/components/status-chip';
import { useSaveLottery } from '../api/save-lottery';
import { ImagePicker } from './image-picker';

type LotteryForm = z.output<typeof ZCreateLotteryRequest>;

/** Creates a lottery (no `lottery`) or edits one. */
export function LotteryDialog({ lottery, onClose }: { lottery: Lottery | null; onClose: () => void }) {
  const save = useSaveLottery();
  const form = useForm<LotteryForm>({
    resolver: contractResolver(ZCreateLotteryRequest),
    defaultValues: {
      name: lottery?.name ?? '',
      abbreviation: lottery?.abbreviation ?? '',
      logo_image_id: lottery?.logo_image_id ?? null,
      status: lottery?.status ?? 'ACTIVE',
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={lottery ? `Editar lotería ${lottery.name}` : 'Nueva lotería'}
      onSubmit={(values) => save.mutateAsync({ id: lottery?.id ?? null, values })}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Nombre" required autoFocus />
        <FormTextField control={control} name="abbreviation" label="Abreviatura" required />
        <FormTextField control={control} name="status" label="Estado" options={statusOptions('catalogue')} />
        <Controller
          control={control}
          name="logo_image_id"
          render={({ field, fieldState }) => (
            <ImagePicker label="Logo" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
