import type { Alert } from '@banca/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ticketConsultOf } from '../paths';

/** Tickets shown in a row before "y N más": the rest are in the export. */
const SHOWN = 5;

/** What an alert says, and its tickets, each opening in the ticket consult. */
export function AlertEvidence({ alert }: { alert: Alert }) {
  const shown = alert.tickets.slice(0, SHOWN);
  const more = alert.tickets.length - shown.length;
  return (
    <Box sx={{ minWidth: 240, maxWidth: 520 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {alert.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {alert.detail}
      </Typography>
      {shown.length > 0 && (
        <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
          Tickets:{' '}
          {shown.map((ticket, i) => (
            <span key={ticket.id}>
              {i > 0 && ', '}
              <Link
                component={RouterLink}
                to={ticketConsultOf(ticket.serial)}
                aria-label={`Ver el ticket ${ticket.serial}`}
              >
                {ticket.serial}
              </Link>
            </span>
          ))}
          {more > 0 && ` y ${more} más`}
        </Typography>
      )}
      {alert.note && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          Nota de {alert.handled_by ?? '—'}: {alert.note}
        </Typography>
      )}
    </Box>
  );
}
