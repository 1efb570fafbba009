import type { AccountEntriesSummary } from '@banca/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';

/** A partner's balance over the period, one card per currency. */
export function EntriesSummary({ summary }: { summary: AccountEntriesSummary | undefined }) {
  if (!summary) return null;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      aria-label={`Resumen de ${summary.partner_name}`}
    >
      {summary.currencies.length === 0 && (
        <Typography color="text.secondary">{summary.partner_name} no tiene asientos hasta esta fecha.</Typography>
      )}
      {summary.currencies.map((c) => (
        <Paper key={c.currency} variant="outlined" sx={{ p: 2, minWidth: 260 }}>
          <Typography variant="subtitle2">
            {summary.partner_name} · {c.currency}
          </Typography>
          <Typography variant="body2">Saldo anterior: {formatMoney(c.previous_balance, c.currency)}</Typography>
          <Typography variant="body2">Créditos: {formatMoney(c.credits, c.currency)}</Typography>
          <Typography variant="body2">Débitos: {formatMoney(c.debits, c.currency)}</Typography>
          <Typography variant="subtitle1">Saldo: {formatMoney(c.balance, c.currency)}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
