import type { Currency } from '@banca/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { currencyLabel } from '@/lib/format';

/** Rows grouped by currency, in the order the currencies first appear (nothing is added up). */
export function byCurrency<T extends { currency: Currency }>(rows: readonly T[]): [Currency, T[]][] {
  const groups = new Map<Currency, T[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
  return [...groups];
}

/**
 * One chart per currency (two currencies are never drawn on one axis), side by side on wide
 * screens; one empty chart when there are no rows. `label` names a chart, with its currency when
 * there are several.
 */
export function PerCurrency<T extends { currency: Currency }>({
  rows,
  chart,
  note,
}: {
  rows: readonly T[];
  chart: (currency: Currency | undefined, rows: T[], label: (title: string) => string) => ReactNode;
  /** Said under the charts (e.g. that they show only part of a long period). */
  note?: string | null;
}) {
  const groups = byCurrency(rows);
  const label = (currency: Currency) => (title: string) =>
    groups.length > 1 ? `${title} en ${currencyLabel(currency)}` : title;
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: groups.length > 1 ? '1fr 1fr' : '1fr' } }}
      >
        {groups.length === 0
          ? chart(undefined, [], (title) => title)
          : groups.map(([currency, group]) => <div key={currency}>{chart(currency, group, label(currency))}</div>)}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
