import type { CashRegister } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from '@/components/status-chip';
import { currencyLabel } from '@/lib/format';
import { RegisterItems } from './register-items';
import { RegisterLines, registerDay } from './register-lines';
import { RegisterPrintButtons } from './register-print';

/** A register: its day, state, observation, its formula (or the count form), prints, and its movements. */
export function RegisterPanel({ register, body, actions }: { register: CashRegister; body?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {`${register.taquilla_name} · ${registerDay(register)} · ${currencyLabel(register.currency)}`}
        </Typography>
        <StatusChip family="cashRegister" status={register.status} />
        <RegisterPrintButtons register={register} />
        {actions}
      </Stack>
      {register.observation && register.status === 'RETURNED' && (
        <Alert severity="warning">{`Devuelto por la agencia: ${register.observation}`}</Alert>
      )}
      {register.status === 'RECALCULATED' && (
        <Alert severity="info">Llegaron movimientos después de enviarlo: las cifras se recalcularon.</Alert>
      )}
      {register.pending_movements > 0 && (
        <Alert severity="info">{`${register.pending_movements} movimiento(s) esperan aprobación y aún no cuentan.`}</Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto', p: 1 }}>
        {body ?? <RegisterLines register={register} />}
      </Paper>
      <Typography variant="subtitle1" component="h3">
        Movimientos que cuenta
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto', p: 1 }}>
        <RegisterItems register={register} />
      </Paper>
    </Stack>
  );
}
