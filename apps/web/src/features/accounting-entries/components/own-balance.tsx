import type { AccountBalanceLine } from '@banca/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';

const FIGURES = [
  ['previous_balance', 'Saldo anterior'],
  ['day_movements', 'Movimientos del día'],
  ['other_movements', 'Otros movimientos'],
] as const;

/**
 * The partner's own balance of the day, one card per currency, apart from its associates: it is
 * its account with the whole chain (what the chain owes it, or it owes), not a line the table's
 * total adds.
 */
export function OwnBalance({
  lines,
  statement,
}: {
  lines: readonly AccountBalanceLine[];
  statement: (line: AccountBalanceLine) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {lines.map((line) => (
        <Paper
          key={line.currency}
          variant="outlined"
          sx={{ p: 2, minWidth: 280 }}
          role="region"
          aria-label={`Saldo propio de ${line.partner_name} en ${line.currency}`}
        >
          <Typography variant="subtitle2">
            Saldo propio de {line.partner_name} · {line.currency}
          </Typography>
          {FIGURES.map(([key, label]) => (
            <Typography key={key} variant="body2">
              {label}: {formatMoney(line[key], line.currency)}
            </Typography>
          ))}
          <Typography variant="subtitle1">Total: {formatMoney(line.total, line.currency)}</Typography>
          <Typography variant="body2">
            Total en dólares: {line.total_usd === null ? 'Sin tasa del día' : formatMoney(line.total_usd, 'USD')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Positivo: la cadena le debe a {line.partner_name}; negativo: {line.partner_name} debe. No se suma en el
            total de los asociados.
          </Typography>
          <Button size="small" sx={{ mt: 1, ml: -1 }} onClick={() => statement(line)}>
            Estado de cuenta
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
