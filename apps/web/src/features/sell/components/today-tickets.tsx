import { TICKET_STATUS_LABELS, type TicketSummary } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-error';
import { dayjs, formatMoney } from '@/lib/format';
import { useTodayTickets } from '../api/consult-tickets';

/** The taquilla's tickets of the day, newest first, each to reprint or annul. */
export function TodayTickets({
  date,
  taquillaId,
  onReprint,
  onAnnul,
}: {
  date: string;
  taquillaId?: number;
  onReprint: (ticket: TicketSummary) => void;
  onAnnul: (ticket: TicketSummary) => void;
}) {
  const tickets = useTodayTickets(date, taquillaId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="sell-today-title" sx={{ p: 1.5 }}>
      <Typography id="sell-today-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Tickets de hoy
      </Typography>
      {tickets.isError && <Alert severity="error">{errorMessage(tickets.error)}</Alert>}
      {tickets.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Todavía no hay tickets hoy.
        </Typography>
      )}
      <List dense aria-labelledby="sell-today-title" disablePadding>
        {tickets.data?.map((ticket) => (
          <ListItem key={ticket.id} disableGutters divider aria-label={`Ticket ${ticket.serial}`}>
            <ListItemText
              primary={`${ticket.serial} · ${formatMoney(ticket.total, ticket.currency)}`}
              secondary={`${dayjs(ticket.sold_at).format('hh:mm a')} · ${TICKET_STATUS_LABELS[ticket.status]} · ${ticket.plays_count} ${ticket.plays_count === 1 ? 'jugada' : 'jugadas'}`}
            />
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button size="small" onClick={() => onReprint(ticket)} aria-label={`Reimprimir ticket ${ticket.serial}`}>
                Reimprimir
              </Button>
              <Button
                size="small"
                color="error"
                disabled={ticket.status !== 'ACTIVO'}
                onClick={() => onAnnul(ticket)}
                aria-label={`Anular ticket ${ticket.serial}`}
              >
                Anular
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
