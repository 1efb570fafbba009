import { drawLabel, type TicketCheck } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import { formatDay, formatDateTime, formatMoney } from '@/lib/format';

type Play = TicketCheck['plays'][number];

function playOutcome(play: Play, money: (minor: string) => string): string {
  if (!play.result) return 'Sin resultado todavía';
  const drawn = `Salió ${play.result.number}${play.result.symbol_name ? ` ${play.result.symbol_name}` : ''}`;
  if (play.won === null) return `${drawn} · por premiar`;
  return play.won ? `${drawn} · Ganó ${money(play.prize)}` : `${drawn} · No ganó`;
}

/** What the holder of a ticket needs to know: each play and its draw, and what to do with the prize. */
function Collect({ check, money }: { check: TicketCheck; money: (minor: string) => string }) {
  if (check.status === 'ANULADO') return <Alert severity="info">Este ticket fue anulado: sus jugadas no valen.</Alert>;
  if (check.status === 'PAGADO' && check.paid_at)
    return (
      <Alert severity="success">{`Premio de ${money(check.prize_total)} pagado el ${formatDateTime(check.paid_at)}.`}</Alert>
    );
  if (check.status === 'VENCIDO')
    return <Alert severity="warning">{`El premio de ${money(check.prize_total)} venció sin cobrarse.`}</Alert>;
  if (check.collect)
    return (
      <Alert severity="success">
        {`¡Premiado! Cobre ${money(check.prize_total)} en ${check.collect.taquilla_name}`}
        {check.collect.until ? ` hasta el ${formatDateTime(check.collect.until)}.` : '.'}
      </Alert>
    );
  if (check.status === 'PERDEDOR') return <Alert severity="info">Este ticket no resultó premiado.</Alert>;
  const pending = check.plays.some((play) => play.result) ? 'no se han premiado todos' : 'no tienen resultado';
  return <Alert severity="info">{`Sus sorteos aún ${pending}.`}</Alert>;
}

export function TicketCheckView({ check }: { check: TicketCheck }) {
  const money = (minor: string) => formatMoney(minor, check.currency);
  return (
    <Paper component="section" aria-label={`Ticket ${check.serial}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{`Ticket ${check.serial}`}</Typography>
        <StatusChip family="ticket" status={check.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Vendido el ${formatDateTime(check.sold_at)} · `}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`Total ${money(check.total)}`}</Box>
      </Typography>
      <Collect check={check} money={money} />
      <List aria-label="Jugadas del ticket" dense>
        {check.plays.map((play, index) => (
          <ListItem key={index} disableGutters divider>
            <ListItemText
              primary={`${drawLabel(play.draw_name, play.draw_time)} · ${formatDay(play.draw_date)} · ${play.bet_type_name} ${play.number}${play.symbol_name ? ` ${play.symbol_name}` : ''} · ${money(play.amount)}`}
              secondary={playOutcome(play, money)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
