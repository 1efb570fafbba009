import type { Currency } from '@banca/contracts';
import Box from '@mui/material/Box';
import { CategoryBarChart } from '@/components/charts';
import { TOP_NUMBERS, useTopNumbers } from '../api/top-numbers';

/**
 * The day's most played numbers, one chart per currency in the report (amounts of two
 * currencies are never drawn on one axis), with the table's filters.
 */
export function TopNumbersChart({
  filters,
  currencies,
}: {
  filters: Readonly<Record<string, string>>;
  currencies: readonly Currency[];
}) {
  const charts = useTopNumbers(filters, currencies);
  if (charts.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {charts.map((chart, index) => {
        const rows = chart.data?.rows ?? [];
        const currency = chart.data?.currency ?? currencies[index]!;
        return (
          <CategoryBarChart
            key={currency}
            label={`Los ${TOP_NUMBERS} números más jugados (${currency})`}
            categoryHeader="Número"
            categories={rows.map((row) => `${row.number} · ${row.product_name} ${row.draw_time}`)}
            series={[{ id: 'amount', label: 'Monto', values: rows.map((row) => row.amount) }]}
            currency={currency}
            horizontal
            loading={chart.isPending}
          />
        );
      })}
    </Box>
  );
}
