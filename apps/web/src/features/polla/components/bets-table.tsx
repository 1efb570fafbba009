import { POLLA_TICKET_STATUS_LABELS, type PublicBet } from '@banca/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney } from '@/lib/format';

/** Tickets as the public sees them (masked serial, picks, points, prize), best score first. */
export function BetsTable({ bets, label }: { bets: readonly PublicBet[]; label: string }) {
  if (!bets.length) return <p>No hay jugadas.</p>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Ticket</TableCell>
          <TableCell>Fecha</TableCell>
          <TableCell>Jugadas</TableCell>
          <TableCell align="right">Puntos</TableCell>
          <TableCell align="right">Premio</TableCell>
          <TableCell>Estado</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bets.map((bet) => (
          <TableRow key={`${bet.serial}-${bet.draw_date}`}>
            <TableCell>{bet.serial}</TableCell>
            <TableCell>{formatDate(`${bet.draw_date}T12:00:00`)}</TableCell>
            <TableCell>
              {bet.picks.map((pick) => `${pick.draw_time}: ${pick.numbers.join(', ')}`).join(' · ')}
            </TableCell>
            <TableCell align="right">{bet.score ?? '—'}</TableCell>
            <TableCell align="right">{formatMoney(bet.prize_total, bet.currency)}</TableCell>
            <TableCell>{POLLA_TICKET_STATUS_LABELS[bet.status]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
