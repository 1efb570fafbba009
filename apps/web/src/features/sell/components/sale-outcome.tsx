import { TICKET_STATUS_LABELS, type PlayOutcome, type SaleDraw, type SaleResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AnnulIcon from '@mui/icons-material/BlockOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TicketCopyDialog } from '@/features/ticket-check';
import { dayjs, formatMoney } from '@/lib/format';
import type { SymbolSpec } from '../logic/play-number';
import type { TicketLine } from '../logic/ticket-lines';
import { lineNumberText } from './ticket-table';

export interface SoldTicket {
  readonly response: SaleResponse;
  /** The lines as sent: the outcomes refer to them by index. */
  readonly lines: readonly TicketLine[];
}

const OUTCOME: Record<PlayOutcome, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  vendida: { label: 'Vendida', color: 'success' },
  incompleta: { label: 'Incompleta', color: 'warning' },
  agotada: { label: 'Agotada', color: 'error' },
  bloqueada: { label: 'Bloqueada', color: 'error' },
};
/** Every play of an annulled ticket, whatever it came to when sold. */
const ANNULLED = { label: 'Anulada', color: 'default' } as const;

const DENSE_ALERT = { my: 0.5, py: 0, '& .MuiAlert-icon': { py: '6px' } } as const;

function OutcomeAlert({ response }: { response: SaleResponse }) {
  if (response.ticket.status === 'ANULADO') {
    return (
      <Alert severity="info" sx={DENSE_ALERT} role="status">
        Ticket anulado: sus jugadas ya no valen.
      </Alert>
    );
  }
  const complete = response.plays.every((play) => play.outcome === 'vendida');
  return (
    <Alert severity={complete ? 'success' : 'warning'} sx={DENSE_ALERT} role="status">
      {complete
        ? 'Todas las jugadas vendidas.'
        : 'Algunas jugadas no se vendieron completas: revíselas antes de entregar el ticket.'}
      {response.replayed && ' Esta venta ya estaba registrada: se muestra el mismo ticket.'}
    </Alert>
  );
}

/**
 * The last sale: its ticket in its current state, and what each play came to (sold, partly
 * sold, sold out, blocked; annulled once the ticket is). Its plays scroll within a short list.
 */
export function SaleOutcome(props: {
  sold: SoldTicket;
  draws: ReadonlyMap<number, SaleDraw>;
  symbols: Readonly<Record<string, readonly SymbolSpec[]>>;
  onPrint: () => void;
  onAnnul: () => void;
  /** Only the ticket and its state, while the next ticket is being built. */
  compact?: boolean;
}) {
  const { response, lines } = props.sold;
  const { ticket } = response;
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const annulled = ticket.status === 'ANULADO';
  const [copying, setCopying] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="sell-outcome-title"
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', minHeight: 0, flex: '0 1 auto', overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="sell-outcome-title" variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
          {`Ticket ${ticket.serial}`}
        </Typography>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton
            size="small"
            onClick={props.onPrint}
            aria-label={`Imprimir ticket ${ticket.serial}`}
            title="Imprimir"
          >
            <PrintIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            onClick={() => setCopying(true)}
            disabled={annulled}
            aria-label={`Copia digital del ticket ${ticket.serial}`}
            title="Copia digital"
          >
            <ShareIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            onClick={props.onAnnul}
            disabled={annulled}
            aria-label={`Anular ticket ${ticket.serial}`}
            title="Anular"
          >
            <AnnulIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${dayjs(ticket.sold_at).format('hh:mm a')} · ${TICKET_STATUS_LABELS[ticket.status]} · Total ${money(ticket.total)}`}
      </Typography>
      <OutcomeAlert response={response} />
      {!props.compact && (
        <List dense aria-label="Resultado de las jugadas" disablePadding sx={{ overflow: 'auto', minHeight: 0 }}>
          {response.plays.map((play) => {
            const line = lines[play.index];
            const draw = line ? props.draws.get(line.occurrence_id) : undefined;
            const outcome = annulled ? ANNULLED : OUTCOME[play.outcome];
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
      )}
      {copying && <TicketCopyDialog ticket={ticket} onClose={() => setCopying(false)} />}
    </Paper>
  );
}
