import { ZERO_KPI_FIGURES, type Currency, type KpiPeriodFigures, type KpiSummary } from '@banca/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { currencyLabel, formatCount, formatCountOf, formatMoney } from '@/lib/format';
import { changeOf, periodLabel, type Change } from './kpi-figures';

interface Card {
  readonly id: string;
  readonly title: string;
  readonly value: (f: KpiPeriodFigures, currency: Currency) => string;
  readonly measure: (f: KpiPeriodFigures) => string | number;
  /** A rise is good news (sales) or bad news (prizes, annulments). */
  readonly risingIsGood: boolean;
}

const money = (key: 'sales' | 'prizes' | 'net' | 'average_ticket') => (f: KpiPeriodFigures, c: Currency) =>
  formatMoney(f[key], c);

export const SUMMARY_CARDS: readonly Card[] = [
  { id: 'sales', title: 'Ventas', value: money('sales'), measure: (f) => f.sales, risingIsGood: true },
  { id: 'prizes', title: 'Premios', value: money('prizes'), measure: (f) => f.prizes, risingIsGood: false },
  { id: 'net', title: 'Neto', value: money('net'), measure: (f) => f.net, risingIsGood: true },
  {
    id: 'tickets',
    title: 'Tickets',
    value: (f) => formatCount(f.tickets),
    measure: (f) => f.tickets,
    risingIsGood: true,
  },
  {
    id: 'average',
    title: 'Ticket promedio',
    value: money('average_ticket'),
    measure: (f) => f.average_ticket,
    risingIsGood: true,
  },
  {
    id: 'annulled',
    title: 'Anulado',
    value: (f, c) => `${formatMoney(f.annulled, c)} · ${formatCountOf(f.annulled_tickets, 'ticket', 'tickets')}`,
    measure: (f) => f.annulled,
    risingIsGood: false,
  },
];

/** Two cards a row on a phone, three on a tablet, all six on a wide screen. */
const CARDS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
} as const;

const TREND_TEXT: Record<Exclude<Change['trend'], 'none'>, string> = { up: 'Sube', down: 'Baja', same: 'Sin cambio' };

function changeColor(change: Change, risingIsGood: boolean): string {
  if (change.trend === 'same' || change.trend === 'none') return 'text.secondary';
  return (change.trend === 'up') === risingIsGood ? 'success.main' : 'error.main';
}

function FigureCard({ card, row, compareText }: { card: Card; row: SummaryRow; compareText: string }) {
  const titleId = useId();
  const change = changeOf(card.measure(row.current), card.measure(row.previous));
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="body2" color="text.secondary">
        {card.title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {card.value(row.current, row.currency)}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: changeColor(change, card.risingIsGood) }}>
        {change.trend === 'none'
          ? `Sin datos ${compareText}`
          : `${TREND_TEXT[change.trend]} ${change.text} ${compareText}`}
      </Typography>
    </Paper>
  );
}

type SummaryRow = KpiSummary['data'][number];

/**
 * The cards of a period, one row of six per currency (never added across currencies), each
 * with its change against the comparison period the server chose (the same weekday a week
 * before for one day).
 */
export function SummaryCards({
  summary,
  loading,
  fallbackCurrency,
}: {
  summary: KpiSummary | undefined;
  loading: boolean;
  /** The caller's currency: zeros are shown in it when nothing sold in either period. */
  fallbackCurrency: Currency;
}) {
  if (!summary) return loading ? <CardsSkeleton /> : null;
  const compareText =
    `vs. ${periodLabel({ from: summary.compare_from_date, to: summary.compare_to_date })}` +
    (summary.compare_until ? ` hasta las ${summary.compare_until}` : '');
  const rows = summary.data.length ? summary.data : [emptyRow(fallbackCurrency)];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.map((row) => (
        <Box key={row.currency} component="section" aria-label={`Resumen en ${currencyLabel(row.currency)}`}>
          {rows.length > 1 && (
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {currencyLabel(row.currency)}
            </Typography>
          )}
          <Box sx={CARDS_GRID}>
            {SUMMARY_CARDS.map((card) => (
              <FigureCard key={card.id} card={card} row={row} compareText={compareText} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const emptyRow = (currency: Currency): SummaryRow => ({
  currency,
  current: ZERO_KPI_FIGURES,
  previous: ZERO_KPI_FIGURES,
});

function CardsSkeleton() {
  return (
    <Box role="progressbar" aria-label="Cargando el resumen" sx={CARDS_GRID}>
      {SUMMARY_CARDS.map((card) => (
        <Skeleton key={card.id} variant="rounded" height={96} />
      ))}
    </Box>
  );
}
