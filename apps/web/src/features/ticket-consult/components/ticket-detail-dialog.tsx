import type { Ticket } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FactList } from '@/components/fact-list';
import { InfoDialog } from '@/components/info-dialog';
import { StatusChip } from '@/components/status-chip';
import { useTicket } from '@/features/sell';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatMoney } from '@/lib/format';
import { TicketPlays } from './ticket-plays';

/** The facts of a ticket, as term and value pairs. */
export function ticketFacts(ticket: Ticket): [string, string][] {
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const facts: [string, string][] = [
    ['Vendido', formatDateTime(ticket.sold_at)],
    ['Taquilla', `${ticket.taquilla.name} (${ticket.taquilla.code})`],
    ['Agencia', ticket.agency.name],
    ['Vendedor', ticket.seller.name],
    ['Canal', ticket.channel === 'WEB' ? 'Web' : 'Terminal'],
    ['Total', money(ticket.total)],
    ['Premio', money(ticket.prize_total)],
  ];
  if (ticket.prize_expires_at) facts.push(['Premio vence', formatDateTime(ticket.prize_expires_at)]);
  if (ticket.annulled_at)
    facts.push(['Anulado', `${formatDateTime(ticket.annulled_at)} · ${ticket.annul_reason ?? ''}`]);
  if (ticket.payment) {
    const { paid_at, taquilla_name, paid_by, amount } = ticket.payment;
    facts.push(['Pagado', `${money(amount)} el ${formatDateTime(paid_at)} en ${taquilla_name} por ${paid_by}`]);
  }
  return facts;
}

function Facts({ ticket }: { ticket: Ticket }) {
  return <FactList facts={ticketFacts(ticket)} />;
}

/** One ticket of the search: its facts, its plays with their prizes, and its payment. */
export function TicketDetailDialog({ id, serial, onClose }: { id: number; serial: string; onClose: () => void }) {
  const ticket = useTicket(id);
  return (
    <InfoDialog
      title={
        <>
          Ticket {serial}
          {ticket.data && <StatusChip family="ticket" status={ticket.data.status} />}
        </>
      }
      onClose={onClose}
    >
      {ticket.isPending && <CircularProgress aria-label="Cargando ticket" />}
      {ticket.isError && <Alert severity="error">{errorMessage(ticket.error)}</Alert>}
      {ticket.data && (
        <>
          <Facts ticket={ticket.data} />
          <Box sx={{ overflowX: 'auto' }}>
            <TicketPlays ticket={ticket.data} />
          </Box>
        </>
      )}
    </InfoDialog>
  );
}
