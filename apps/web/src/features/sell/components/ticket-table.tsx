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
import { lineKey, totalOf, type TicketLine } from '../logic/ticket-lines';
import { visuallyHidden } from '@/components/visually-hidden';
import { SHORTCUTS, withKey } from '../logic/shortcuts';

export function lineNumberText(line: TicketLine, symbols: readonly SymbolSpec[] = []): string {
  const name = symbols.find((symbol) => symbol.number === line.number)?.name ?? signName(line.sign);
  return name ? `${line.number} ${name}` : line.number;
}

/**
 * The ticket being built: its plays (each removable) scroll on their own; the total, Vender
 * and Limpiar stay under them, always in view.
 */
export function TicketTable(props: {
  lines: readonly TicketLine[];
  draws: ReadonlyMap<number, SaleDraw>;
  symbols: Readonly<Record<string, readonly SymbolSpec[]>>;
  currency: Currency;
  maxPerTicket: string;
  lineErrors: Readonly<Record<string, string>>;
  selling: boolean;
  onRemove: (key: string) => void;
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
        <Table size="small" stickyHeader aria-labelledby="sell-ticket-title">
          <TableHead>
            <TableRow>
              <TableCell>Sorteo</TableCell>
              <TableCell>Jugada</TableCell>
              <TableCell align="right">Monto</TableCell>
              <TableCell align="right">
                <span style={visuallyHidden}>Quitar</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary">
                    Aún no hay jugadas.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {lines.map((line) => {
              const key = lineKey(line);
              const draw = draws.get(line.occurrence_id);
              const betType = draw?.bet_types.find((candidate) => candidate.code === line.bet_type);
              const number = lineNumberText(line, draw ? symbols[String(draw.product_id)] : []);
              const error = lineErrors[key];
              return (
                <TableRow key={key} sx={error ? { bgcolor: 'error.light' } : undefined}>
                  <TableCell>
                    {draw?.draw_name ?? `Sorteo ${line.occurrence_id}`}
                    {error && (
                      <Typography variant="caption" color="error.dark" component="div" role="alert">
                        {error}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {line.bet_type === 'ANIMALITO' ? number : `${betType?.name ?? line.bet_type} ${number}`}
                  </TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                  <TableCell align="right" padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={`Quitar ${number} de ${draw?.draw_name ?? 'sorteo'}`}
                      onClick={() => props.onRemove(key)}
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
