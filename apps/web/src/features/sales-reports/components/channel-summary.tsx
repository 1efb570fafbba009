import { SALE_CHANNEL_LABELS, type OnlineSalesSummaryRow } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ShareChart } from '@/components/charts';
import { FactList } from '@/components/fact-list';
import { errorMessage } from '@/lib/api-error';
import { currencyLabel, formatCount, formatMoney } from '@/lib/format';
import type { Query } from '@/lib/http';
import { useOnlineSalesSummary } from '../api/list-online-sales-summary';
import { byCurrency, PerCurrency } from './per-currency';


/** One channel's figures in one currency, as a card. */
function ChannelCard({ row, withCurrency }: { row: OnlineSalesSummaryRow; withCurrency: boolean }) {
  const titleId = useId();
  const title = `${SALE_CHANNEL_LABELS[row.channel]}${withCurrency ? ` · ${currencyLabel(row.currency)}` : ''}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      <FactList
        facts={[
          ['Tickets', formatCount(row.tickets)],
          ['Ventas', formatMoney(row.sales, row.currency)],
          ['Premios', formatMoney(row.prizes, row.currency)],
          ['Neto', formatMoney(row.net, row.currency)],
        ]}
      />
    </Paper>
  );
}

/**
 * Web against terminal (online-sales/summary): a card per channel and currency, and each
 * channel's share of the sales, one chart per currency.
 */
export function ChannelSummary({ filters }: { filters: Query }) {
  const headingId = useId();
  const summary = useOnlineSalesSummary(filters);
  const rows = summary.data?.data ?? [];
  const several = byCurrency(rows).length > 1;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Resumen por canal
      </Typography>
      {summary.isError && <Alert severity="error">{errorMessage(summary.error)}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {summary.isPending
          ? [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={150} aria-label="Cargando el resumen" />)
          : rows.map((row) => <ChannelCard key={`${row.channel}-${row.currency}`} row={row} withCurrency={several} />)}
        {!summary.isPending && !summary.isError && rows.length === 0 && (
          <Typography color="text.secondary" role="status">
            No hay ventas en el período
          </Typography>
        )}
      </Box>
      <PerCurrency
        rows={rows}
        chart={(currency, group, label) => (
          <ShareChart
            label={label('Ventas por canal')}
            slices={group.map((row) => ({
              id: row.channel,
              label: SALE_CHANNEL_LABELS[row.channel],
              value: row.sales,
            }))}
            sliceHeader="Canal"
            currency={currency}
            donut
            loading={summary.isPending}
            height={240}
          />
        )}
      />
    </Box>
  );
}
