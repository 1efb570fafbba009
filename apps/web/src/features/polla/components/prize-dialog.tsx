import type { PollaPrizeCheck } from '@banca/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FactList } from '@/components/fact-list';
import { InfoDialog } from '@/components/info-dialog';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useRewardPollaPrize } from '../api/prizes';

/** A ticket's prize: its daily and weekly parts, its picks per draw, and Pagar when this taquilla may pay it now. */
export function PollaPrizeDialog({ check, onClose }: { check: PollaPrizeCheck; onClose: () => void }) {
  const reward = useRewardPollaPrize();
  const { ticket } = check;
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  return (
    <InfoDialog
      title={`Premio del ticket ${ticket.serial}`}
      onClose={onClose}
      maxWidth="sm"
      busy={reward.isPending}
      actions={
        check.payable && (
          <Button
            variant="contained"
            onClick={() => reward.mutate(ticket.id, { onSuccess: onClose })}
            loading={reward.isPending}
          >
            Pagar
          </Button>
        )
      }
    >
      <FactList
        facts={[
          [
            'Cliente',
            `${ticket.customer.first_name} ${ticket.customer.last_name} (${ticket.customer.id_type}-${ticket.customer.id_number})`,
          ],
          ['Puntos', ticket.score === null ? '—' : String(ticket.score)],
          ['Primer acumulado', money(ticket.prize.first)],
          ['Segundo acumulado', money(ticket.prize.second)],
          ['Pote semanal', money(ticket.prize.weekly)],
          ['Premio total', money(ticket.prize.total)],
          ['Vence', ticket.prize_expires_at ? formatDateTime(ticket.prize_expires_at) : '—'],
          ...ticket.draws.map(
            (draw) =>
              [
                `Sorteo ${draw.draw_time}`,
                `${draw.picks.map((p) => `${p.number} ${p.name}${p.hit ? ' (acierto)' : ''}`).join(', ')} · resultado ${draw.result_number ?? 'pendiente'}`,
              ] as const,
          ),
        ]}
      />
      {check.reason && (
        <Typography color="warning.main" sx={{ mt: 2 }} role="status">
          {check.reason}
        </Typography>
      )}
    </InfoDialog>
  );
}
