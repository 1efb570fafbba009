import { TICKET_STATUS_LABELS, type PrizeCheckResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney } from '@/lib/format';
import { multiplierText, playText } from '../logic/receipt-text';

/** A checked ticket: where and when it was sold, its winning plays, and whether it is payable. */
export function PrizeSummary({ checked }: { checked: PrizeCheckResponse }) {
  const { ticket, payable, reason } = checked;
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const winners = ticket.plays.filter((play) => BigInt(play.prize) > 0n);
  return (
    <Box component="section" aria-label={`Ticket ${ticket.serial}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {`Ticket ${ticket.serial} · ${TICKET_STATUS_LABELS[ticket.status]}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${ticket.taquilla.name} · ${formatDateTime(ticket.sold_at)} · Total ${money(ticket.total)}`}
      </Typography>
      {winners.length > 0 && (
        <List dense aria-label="Jugadas premiadas">
          {winners.map((play) => (
            <ListItem key={play.id} disableGutters>
              <ListItemText
                primary={`${play.draw_name} · ${playText(play)}`}
                secondary={`Jugó ${money(play.amount)} × ${multiplierText(play.multiplier)} = ${money(play.prize)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Alert severity={payable ? 'success' : 'warning'} sx={{ mt: 1 }} role="status">
        {payable ? `Premio a pagar: ${money(ticket.prize_total)}.` : (reason ?? 'Este ticket no se puede pagar.')}
      </Alert>
      {ticket.payment && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`Pagado el ${formatDateTime(ticket.payment.paid_at)} en ${ticket.payment.taquilla_name} por ${ticket.payment.paid_by}.`}
        </Typography>
      )}
    </Box>
  );
}
