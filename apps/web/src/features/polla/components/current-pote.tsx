import { POTE_MOVEMENT_CONCEPT_LABELS, type CurrentDailyPote } from '@banca/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { PoteKind } from '../api/jackpots';
import { PotePaymentDialog } from './pote-payment-dialog';

/** The pote in course: its accumulators, its movements, and the manual payment form. */
export function CurrentPote({ kind, pote }: { kind: PoteKind; pote: CurrentDailyPote }) {
  const [paying, setPaying] = useState(false);
  const money = (minor: string) => formatMoney(minor, pote.currency);
  const daily = kind === 'daily';
  return (
    <Paper component="section" aria-label="Pote en curso" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {daily
            ? `Pote del ${formatDate(`${pote.start_date}T12:00:00`)}`
            : `Semana del ${formatDate(`${pote.start_date}T12:00:00`)}`}
        </Typography>
        <Typography aria-label="Primer acumulado">{`${daily ? 'Primer acumulado' : 'Acumulado'}: ${money(pote.first_amount)}`}</Typography>
        {daily && (
          <Typography aria-label="Segundo acumulado">{`Segundo acumulado: ${money(pote.second_amount)}`}</Typography>
        )}
        <Button variant="contained" onClick={() => setPaying(true)} disabled={pote.status !== 'OPEN'}>
          Registrar abono
        </Button>
      </Stack>
      {pote.abonos.length === 0 ? (
        <Typography color="text.secondary">El pote aún no tiene movimientos.</Typography>
      ) : (
        <Table size="small" aria-label="Movimientos del pote">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Concepto</TableCell>
              <TableCell align="right">{daily ? 'Primer acumulado' : 'Monto'}</TableCell>
              {daily && <TableCell align="right">Segundo acumulado</TableCell>}
              <TableCell>Usuario</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pote.abonos.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{formatDateTime(m.tiempo_abono)}</TableCell>
                <TableCell>{m.tipo}</TableCell>
                <TableCell>{POTE_MOVEMENT_CONCEPT_LABELS[m.concepto]}</TableCell>
                <TableCell align="right">{money(m.abonado_primer)}</TableCell>
                {daily && <TableCell align="right">{money(m.abonado_segundo)}</TableCell>}
                <TableCell>{m.usuario ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {paying && (
        <PotePaymentDialog kind={kind} poteId={pote.id} currency={pote.currency} onClose={() => setPaying(false)} />
      )}
    </Paper>
  );
}
