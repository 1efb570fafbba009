import type { Suspension, SuspendableDraw } from '@banca/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LotteryGroup } from './group-by-lottery';
import { StatusChip } from '@/components/status-chip';
import { isSuspendable } from './labels';
import { drawTitle } from './suspend-dialog';

function Suspensions({ draw, onLift }: { draw: SuspendableDraw; onLift: (s: Suspension) => void }) {
  if (!draw.suspensions.length) return <>—</>;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {draw.suspensions.map((suspension) => (
        <Stack key={suspension.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={`${suspension.partner_name}: ${suspension.reason}`}
            title={`Suspendido por ${suspension.created_by}`}
          />
          <Button
            size="small"
            onClick={() => onLift(suspension)}
            aria-label={`Levantar la suspensión de ${drawTitle(draw)} para ${suspension.partner_name}`}
          >
            Levantar
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

/** One lottery's draws of the day: time, state as the user sees it, suspensions, actions. */
export function LotteryDraws({
  group,
  onSuspend,
  onLift,
}: {
  group: LotteryGroup;
  onSuspend: (draw: SuspendableDraw) => void;
  onLift: (draw: SuspendableDraw, suspension: Suspension) => void;
}) {
  const headingId = `lottery-${group.lottery_id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3, overflowX: 'auto' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {group.lottery_name}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>Hora</TableCell>
            <TableCell>Sorteo</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell>Suspensiones</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.draws.map((draw) => (
            <TableRow key={draw.occurrence_id} hover>
              <TableCell>{draw.draw_time}</TableCell>
              <TableCell>
                {draw.product_name} · {draw.draw_name}
                {draw.result_number !== null && ` (resultado ${draw.result_number})`}
              </TableCell>
              <TableCell>
                <StatusChip family="occurrence" status={draw.state} />
              </TableCell>
              <TableCell>
                <Suspensions draw={draw} onLift={(suspension) => onLift(draw, suspension)} />
              </TableCell>
              <TableCell align="right">
                {isSuspendable(draw.state) ? (
                  <Button
                    size="small"
                    color="warning"
                    onClick={() => onSuspend(draw)}
                    aria-label={`Suspender ${drawTitle(draw)}`}
                  >
                    Suspender
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Con resultado: no se suspende
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
