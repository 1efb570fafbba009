import { ZSuspendDrawRequest, type SuspendableDraw } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { formatDate } from '@/lib/format';
import { useSuspendDraw } from '../api/suspend-draw';
import { partnerScope } from './partner-scope';
import { PartnerScopeField } from './partner-scope-field';

const ZSuspendForm = ZSuspendDrawRequest.pick({ reason: true }).extend({ partner_id: z.number().int().nullable() });
type SuspendForm = z.infer<typeof ZSuspendForm>;

export const drawTitle = (draw: SuspendableDraw) => `${draw.product_name} ${draw.draw_time}`;

/** Suspends one draw of the day for the user's whole network or for one partner's subtree. */
export function SuspendDialog({ draw, onClose }: { draw: SuspendableDraw; onClose: () => void }) {
  const suspend = useSuspendDraw();
  const form = useForm<SuspendForm>({
    resolver: contractResolver(ZSuspendForm),
    defaultValues: { partner_id: null, reason: '' },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={`Suspender ${drawTitle(draw)}`}
      onSubmit={({ partner_id, reason }) =>
        suspend.mutateAsync({ occurrence_id: draw.occurrence_id, reason, ...partnerScope(partner_id) })
      }
      onClose={onClose}
      submitLabel="Suspender"
      submitColor="warning"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {draw.lottery_name} · {formatDate(draw.draw_date)}. La venta se detiene desde el próximo ticket.
        </Typography>
        <PartnerScopeField
          control={control}
          name="partner_id"
          id="suspend-partner"
          hint="Sin asociado, el sorteo se suspende para toda su red."
        />
        <FormTextField control={control} name="reason" label="Motivo" required multiline minRows={2} autoFocus />
      </Stack>
    </FormDialog>
  );
}
