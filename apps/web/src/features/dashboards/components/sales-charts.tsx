import type { BetTypeSales, Currency, ProductSales, SalesHour } from '@banca/contracts';
import type { ReactNode } from 'react';
import { CategoryBarChart, ShareChart, TimeChart } from '@/components/charts';
import { currencyLabel } from '@/lib/format';
import { byCurrency, HOURS, valuesByHour } from './kpi-figures';

/** One chart per currency (two currencies are never drawn on one axis); one empty chart without rows. */
function perCurrency<T extends { currency: Currency }>(
  rows: readonly T[] | undefined,
  chart: (currency: Currency | undefined, rows: T[], label: (title: string) => string) => ReactNode,
) {
  const groups = byCurrency(rows ?? []);
  if (groups.length === 0) return chart(undefined, [], (title) => title);
  return groups.map(([currency, group]) => (
    <div key={currency}>
      {chart(currency, group, (title) => (groups.length > 1 ? `${title} en ${currencyLabel(currency)}` : title))}
    </div>
  ));
}

/** Sales of the day per hour of the banca's day. */
export function SalesByHourCharts({ rows, loading }: { rows: readonly SalesHour[] | undefined; loading: boolean }) {
  return perCurrency(rows, (currency, group, label) => (
    <TimeChart
      label={label('Ventas por hora')}
      axis={{ unit: 'hour', hours: HOURS }}
      series={[{ id: 'sales', label: 'Ventas', values: valuesByHour(group, (row) => row.sales) }]}
      currency={currency}
      area
      loading={loading && !rows}
      height={240}
    />
  ));
}

/** Sales per product, largest first. */
export function ProductSalesCharts({ rows, loading }: { rows: readonly ProductSales[] | undefined; loading: boolean }) {
  return perCurrency(rows, (currency, group, label) => (
    <CategoryBarChart
      label={label('Ventas por producto')}
      categories={group.map((row) => row.product.name)}
      categoryHeader="Producto"
      series={[{ id: 'sales', label: 'Ventas', values: group.map((row) => row.sales) }]}
      currency={currency}
      horizontal
      loading={loading && !rows}
      height={240}
    />
  ));
}

/** Each bet type's share of the sales. */
export function BetTypeSalesCharts({ rows, loading }: { rows: readonly BetTypeSales[] | undefined; loading: boolean }) {
  return perCurrency(rows, (currency, group, label) => (
    <ShareChart
      label={label('Ventas por tipo de jugada')}
      slices={group.map((row) => ({ id: String(row.bet_type.id), label: row.bet_type.name, value: row.sales }))}
      sliceHeader="Tipo de jugada"
      currency={currency}
      donut
      loading={loading && !rows}
      height={240}
    />
  ));
}
