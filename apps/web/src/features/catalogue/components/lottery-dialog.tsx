import { ZCreateLotteryRequest, type Lottery } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { useSaveLottery } from '../api/save-lottery';
import { contractResolver } from './form-resolver';
import { ImagePicker } from './image-picker';
import { STATUS_OPTIONS } from './status-chip';

type LotteryForm = z.output<typeof ZCreateLotteryRequest>;
const FIELDS = ['name', 'abbreviation', 'logo_image_id', 'status'] as const;

/** Creates a lottery (no `lottery`) or edits one. */
export function LotteryDialog({ lottery, onClose }: { lottery: Lottery | null; onClose: () => void }) {
  const save = useSaveLottery();
  const { control, handleSubmit, setError } = useForm<LotteryForm>({
    resolver: contractResolver(ZCreateLotteryRequest),
    defaultValues: {
      name: lottery?.name ?? '',
      abbreviation: lottery?.abbreviation ?? '',
      logo_image_id: lottery?.logo_image_id ?? null,
      status: lottery?.status ?? 'ACTIVE',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: lottery?.id ?? null, values });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  const title = lottery ? `Editar lotería ${lottery.name}` : 'Nueva lotería';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lottery-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="lottery-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Nombre" required autoFocus />
            <FormTextField control={control} name="abbreviation" label="Abreviatura" required />
            <FormTextField control={control} name="status" label="Estado" options={STATUS_OPTIONS} />
            <Controller
              control={control}
              name="logo_image_id"
              render={({ field, fieldState }) => (
                <ImagePicker
                  label="Logo"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
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
