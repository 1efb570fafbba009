import type { DetailedPrizeTotals } from '@banca/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount, formatMoney } from '@/lib/format';


/**
 * The prizes of the filters by state, one card per currency (two currencies are never added):
 * what was won, what was paid, what is still owed and what expired unpaid.
 */
export function PrizeSummary({ totals }: { totals: readonly DetailedPrizeTotals[] | undefined }) {
  if (!totals?.length) return null;
  return (
    <Box component="section" aria-label="Resumen de premios" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {totals.map((entry) => {
        const facts: [string, string][] = [
          ['Premios', `${formatMoney(entry.prize, entry.currency)} (${formatCount(entry.prizes)})`],
          ['Pagado', formatMoney(entry.paid, entry.currency)],
          ['Por pagar', formatMoney(entry.pending, entry.currency)],
          ['Vencido', formatMoney(entry.expired, entry.currency)],
        ];
        return (
          <Paper key={entry.currency} variant="outlined" sx={{ p: 2, minWidth: 240, flex: '1 1 240px' }}>
            <Typography component="h2" variant="subtitle2" gutterBottom>
              {`Premios en ${entry.currency}`}
            </Typography>
            <Box
              component="dl"
              aria-label={`Premios en ${entry.currency}`}
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {facts.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {term}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
