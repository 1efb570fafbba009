import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { contractResolver, PartnerPicker } from '@/features/registry-common';
import { useCreateBlockedNumber } from '../api/create-blocked-number';
import { EMPTY_BLOCK_FORM, toBlockRequest, ZBlockForm, type BlockForm } from './block-form';
import { BlockNumberFields } from './block-number-fields';

const FIELDS = ['product_id', 'draw_id', 'number', 'partner_id', 'date_from', 'date_to', 'reason'];
const dateSlot = { inputLabel: { shrink: true } };

/** Blocks a number: product, draw, number, whose network, between which dates and why. */
export function BlockNumberDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateBlockedNumber();
  const { control, handleSubmit, setError, setValue } = useForm<BlockForm>({
    resolver: contractResolver(ZBlockForm),
    defaultValues: EMPTY_BLOCK_FORM,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toBlockRequest(values));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="block-number-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="block-number-title">Bloquear número</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BlockNumberFields control={control} setValue={setValue} />
            <Controller
              control={control}
              name="partner_id"
              render={({ field }) => (
                <PartnerPicker
                  id="block-partner"
                  label="Asociado"
                  value={field.value}
                  onChange={(partner) => field.onChange(partner?.id ?? null)}
                />
              )}
            />
            <Typography variant="caption" color="text.secondary">
              Sin asociado, el bloqueo aplica a toda su red. Con uno, solo a él y a lo que tiene debajo.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="date_from" label="Desde" type="date" slotProps={dateSlot} />
              <FormTextField control={control} name="date_to" label="Hasta" type="date" slotProps={dateSlot} />
            </Stack>
            <FormTextField control={control} name="reason" label="Motivo" multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Bloquear
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
