import { TICKET_STATUS_LABELS, type PlayOutcome, type SaleDraw, type SaleResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { SymbolSpec } from '../logic/play-number';
import type { TicketLine } from '../logic/ticket-lines';
import { lineNumberText } from './ticket-table';

export interface SoldTicket {
  readonly response: SaleResponse;
  /** The lines as sent: the outcomes refer to them by index. */
  readonly lines: readonly TicketLine[];
}

const OUTCOME: Record<PlayOutcome, { label: string; color: 'success' | 'warning' | 'error' }> = {
  vendida: { label: 'Vendida', color: 'success' },
  incompleta: { label: 'Incompleta', color: 'warning' },
  agotada: { label: 'Agotada', color: 'error' },
  bloqueada: { label: 'Bloqueada', color: 'error' },
};

/** The last sale: its ticket, and what each play came to (sold, partly sold, sold out, blocked). */
export function SaleOutcome(props: {
  sold: SoldTicket;
  draws: ReadonlyMap<number, SaleDraw>;
  symbols: Readonly<Record<string, readonly SymbolSpec[]>>;
  onPrint: () => void;
  onAnnul: () => void;
}) {
  const { response, lines } = props.sold;
  const { ticket } = response;
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const complete = response.plays.every((play) => play.outcome === 'vendida');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="sell-outcome-title" sx={{ p: 1.5 }}>
      <Typography id="sell-outcome-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {`Ticket ${ticket.serial}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${formatDateTime(ticket.sold_at)} · ${TICKET_STATUS_LABELS[ticket.status]} · Total ${money(ticket.total)}`}
      </Typography>
      <Alert severity={complete ? 'success' : 'warning'} sx={{ my: 1 }} role="status">
        {complete
          ? 'Todas las jugadas fueron vendidas.'
          : 'Algunas jugadas no se vendieron completas: revíselas antes de entregar el ticket.'}
        {response.replayed && ' Esta venta ya estaba registrada: se muestra el mismo ticket.'}
      </Alert>
      <List dense aria-label="Resultado de las jugadas" disablePadding>
        {response.plays.map((play) => {
          const line = lines[play.index];
          const draw = line ? props.draws.get(line.occurrence_id) : undefined;
          const outcome = OUTCOME[play.outcome];
          const detail =
            play.outcome === 'incompleta'
              ? `Vendido ${money(play.sold)} de ${money(play.requested)}`
              : money(play.sold);
          return (
            <ListItem
              key={play.index}
              disableGutters
              secondaryAction={<Chip size="small" color={outcome.color} label={outcome.label} />}
            >
              <ListItemText
                primary={`${draw?.draw_name ?? ''} · ${line ? lineNumberText(line, draw ? props.symbols[String(draw.product_id)] : []) : ''}`}
                secondary={detail}
              />
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={props.onPrint}>
          Imprimir
        </Button>
        <Button color="error" onClick={props.onAnnul} disabled={ticket.status === 'ANULADO'}>
          Anular
        </Button>
      </Box>
    </Paper>
  );
}
