import { OCCURRENCE_STATE_LABELS, type Ticket } from '@banca/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney } from '@/lib/format';

const numberText = (play: Ticket['plays'][number]) =>
  [play.number, play.symbol_name, play.sign ? `signo ${play.sign}` : null].filter(Boolean).join(' · ');

/** The plays of one ticket: draw, bet, amount sold (and asked, when less), multiplier and prize. */
export function TicketPlays({ ticket }: { ticket: Ticket }) {
  return (
    <Table size="small" aria-label={`Jugadas del ticket ${ticket.serial}`}>
      <TableHead>
        <TableRow>
          <TableCell>Sorteo</TableCell>
          <TableCell>Jugada</TableCell>
          <TableCell>Número</TableCell>
          <TableCell align="right">Monto</TableCell>
          <TableCell align="right">Multiplicador</TableCell>
          <TableCell align="right">Premio</TableCell>
          <TableCell>Estado del sorteo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ticket.plays.map((play) => (
          <TableRow key={play.id}>
            <TableCell>
              {play.lottery_name} · {play.draw_name} ({formatDate(play.draw_date)} {play.draw_time})
            </TableCell>
            <TableCell>{play.bet_type_name}</TableCell>
            <TableCell>{numberText(play)}</TableCell>
            <TableCell align="right">
              {formatMoney(play.amount, ticket.currency)}
              {play.amount !== play.requested && ` de ${formatMoney(play.requested, ticket.currency)}`}
            </TableCell>
            <TableCell align="right">{play.multiplier}×</TableCell>
            <TableCell align="right">{formatMoney(play.prize, ticket.currency)}</TableCell>
            <TableCell>{OCCURRENCE_STATE_LABELS[play.occurrence_state]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
