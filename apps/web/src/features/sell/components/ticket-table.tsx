import type { Currency, SaleDraw } from '@banca/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';
import { signName, type SymbolSpec } from '../logic/play-number';
import { lineKey, playGroups, totalOf, type TicketLine } from '../logic/ticket-lines';
import { visuallyHidden } from '@/components/visually-hidden';
import { SHORTCUTS, withKey } from '../logic/shortcuts';

/**
 * The draws of one play in a line: a lottery's draws share its name ("La Granjita 10:00, 11:00 ·
 * Lotto Activo 10:00"), in the order they were chosen.
 */
export function drawsOf(names: readonly string[]): string {
  const byLottery = new Map<string, string[]>();
  for (const name of names) {
    const match = /^(.*\S)\s+(\d{1,2}:\d{2}(?:\s*[ap]\.?\s*m\.?)?)$/i.exec(name);
    const [lottery, time] = match ? [match[1]!, match[2]!] : [name, ''];
    const times = byLottery.get(lottery);
    if (times) times.push(time);
    else byLottery.set(lottery, [time]);
  }
  return [...byLottery]
    .map(([lottery, times]) => [lottery, times.filter(Boolean).join(', ')].filter(Boolean).join(' '))
    .join(' · ');
}

export function lineNumberText(line: TicketLine, symbols: readonly SymbolSpec[] = []): string {
  const name = symbols.find((symbol) => symbol.number === line.number)?.name ?? signName(line.sign);
  return name ? `${line.number} ${name}` : line.number;
}

/**
 * The ticket being built, one row per play (its number and amount, with the draws it goes to
 * underneath): the rows scroll on their own; the total, Vender and Limpiar stay under them,
 * always in view, however long the ticket.
 */
export function TicketTable(props: {
  lines: readonly TicketLine[];
  draws: ReadonlyMap<number, SaleDraw>;
  symbols: Readonly<Record<string, readonly SymbolSpec[]>>;
  currency: Currency;
  maxPerTicket: string;
  lineErrors: Readonly<Record<string, string>>;
  selling: boolean;
  /** The keys of one play's lines (one per draw). */
  onRemove: (keys: readonly string[]) => void;
  onSell: () => void;
  onClear: () => void;
}) {
  const { lines, draws, symbols, currency, lineErrors } = props;
  const money = (minor: string | bigint) => formatMoney(minor, currency);
  return (
    <Box
      component="section"
      aria-labelledby="sell-ticket-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <Typography id="sell-ticket-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Ticket en preparación
      </Typography>
      <Box sx={{ flex: 1, minHeight: 48, overflow: 'auto' }}>
        <Table
          size="small"
          stickyHeader
          aria-labelledby="sell-ticket-title"
          sx={{ '& .MuiTableCell-root': { px: 0.75 }, '& .MuiTableCell-paddingCheckbox': { px: 0, width: 36 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Jugada</TableCell>
              <TableCell align="right">Monto</TableCell>
              <TableCell align="right" padding="checkbox">
                <span style={visuallyHidden}>Quitar</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary">
                    Aún no hay jugadas.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {playGroups(lines).map((group) => {
              const first = group.lines[0]!;
              const draw = draws.get(first.occurrence_id);
              const betType = draw?.bet_types.find((candidate) => candidate.code === first.bet_type);
              const number = lineNumberText(first, draw ? symbols[String(draw.product_id)] : []);
              const play = first.bet_type === 'ANIMALITO' ? number : `${betType?.name ?? first.bet_type} ${number}`;
              const drawName = (line: TicketLine) =>
                draws.get(line.occurrence_id)?.draw_name ?? `Sorteo ${line.occurrence_id}`;
              const errors = group.lines.flatMap((line) => {
                const error = lineErrors[lineKey(line)];
                if (!error) return [];
                return [group.lines.length > 1 ? `${drawName(line)}: ${error}` : error];
              });
              const count = group.lines.length;
              const drawsText = drawsOf(group.lines.map(drawName));
              return (
                <TableRow key={group.key} sx={errors.length ? { bgcolor: 'error.light' } : undefined}>
                  <TableCell sx={{ py: 0.5, maxWidth: 0, width: '100%' }}>
                    <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 600 }}>
                      {play}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      noWrap
                      title={drawsText}
                      sx={{ lineHeight: 1.3 }}
                    >
                      {drawsText}
                    </Typography>
                    {errors.map((error) => (
                      <Typography key={error} variant="caption" color="error.dark" component="div" role="alert">
                        {error}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" component="div">
                      {money(group.total)}
                    </Typography>
                    {count > 1 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {`${count} × ${money(group.amount)}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={
                        count > 1 ? `Quitar ${play} de ${count} sorteos` : `Quitar ${play} de ${drawName(first)}`
                      }
                      onClick={() => props.onRemove(group.lines.map(lineKey))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1,
          flexShrink: 0,
        }}
      >
        <Box>
          <Typography variant="h6" component="p" aria-live="polite">
            {`Total: ${money(totalOf(lines))}`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${lines.length} ${lines.length === 1 ? 'jugada' : 'jugadas'} · máximo por ticket ${money(props.maxPerTicket)}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={props.onClear} disabled={lines.length === 0 || props.selling}>
            Limpiar
          </Button>
          <Button
            variant="contained"
            size="large"
            data-primary-action
            onClick={props.onSell}
            disabled={lines.length === 0}
            loading={props.selling}
            aria-keyshortcuts={`${SHORTCUTS.sell.label} Control+Enter`}
            title={`${withKey('Vender', 'sell')} o Ctrl+Enter`}
          >
            {withKey('Vender', 'sell')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
