import { ZSuspendDrawRequest, type SuspendableDraw } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { contractResolver, PartnerPicker } from '@/features/registry-common';
import { formatDate } from '@/lib/format';
import { useSuspendDraw } from '../api/suspend-draw';

const ZSuspendForm = ZSuspendDrawRequest.pick({ reason: true }).extend({ partner_id: z.number().int().nullable() });
type SuspendForm = z.infer<typeof ZSuspendForm>;

export const drawTitle = (draw: SuspendableDraw) => `${draw.product_name} ${draw.draw_time}`;

/** Suspends one draw of the day for the user's whole network or for one partner's subtree. */
export function SuspendDialog({ draw, onClose }: { draw: SuspendableDraw; onClose: () => void }) {
  const suspend = useSuspendDraw();
  const { control, handleSubmit, setError } = useForm<SuspendForm>({
    resolver: contractResolver(ZSuspendForm),
    defaultValues: { partner_id: null, reason: '' },
  });
  const submit = handleSubmit(async ({ partner_id, reason }) => {
    try {
      await suspend.mutateAsync({
        occurrence_id: draw.occurrence_id,
        reason,
        ...(partner_id ? { partner_id } : {}),
      });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['partner_id', 'reason']);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="suspend-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="suspend-dialog-title">Suspender {drawTitle(draw)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {draw.lottery_name} · {formatDate(draw.draw_date)}. La venta se detiene desde el próximo ticket.
            </Typography>
            <Controller
              control={control}
              name="partner_id"
              render={({ field }) => (
                <PartnerPicker
                  id="suspend-partner"
                  label="Asociado"
                  value={field.value}
                  onChange={(partner) => field.onChange(partner?.id ?? null)}
                />
              )}
            />
            <Typography variant="caption" color="text.secondary">
              Sin asociado, el sorteo se suspende para toda su red.
            </Typography>
            <FormTextField control={control} name="reason" label="Motivo" required multiline minRows={2} autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" color="warning" loading={suspend.isPending}>
            Suspender
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
