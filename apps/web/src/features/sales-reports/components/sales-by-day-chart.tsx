import type { Currency } from '@banca/contracts';
import { CategoryBarChart, TimeChart } from '@/components/charts';
import { daysIn, type DateRange } from '@/components/date-range-filter';
import { dayjs } from '@/lib/format';
import { PerCurrency } from './per-currency';

interface DayRow {
  readonly business_date: string;
  readonly currency: Currency;
  readonly sales: string;
  readonly prizes: string;
  readonly net: string;
}

export interface SalesByDayChartProps<Row extends DayRow> {
  /** The report's rows as the server sent them (one per day, thing and currency). */
  readonly rows: readonly Row[];
  /** How many rows the period has: the chart says when it shows only the first ones. */
  readonly total: number;
  readonly range: DateRange;
  /** The thing a row is about (a product, a partner): its id and name. */
  readonly thing: (row: Row) => { readonly id: string; readonly name: string };
  /** What the things are ("Producto", "Asociado"). */
  readonly thingHeader: string;
  /** "por producto": the end of the charts' names. */
  readonly perThing: string;
  readonly loading: boolean;
}

const daysOf = (range: DateRange) =>
  Array.from({ length: daysIn(range) }, (_, i) => dayjs(range.from).add(i, 'day').format('YYYY-MM-DD'));

/**
 * Sales where people look rather than read: for one day, the sales, prizes and net of each
 * thing as bars; for a period, each thing's sales day by day as lines. One chart per currency.
 */
export function SalesByDayChart<Row extends DayRow>(props: SalesByDayChartProps<Row>) {
  const { rows, total, range, thing, thingHeader, perThing, loading } = props;
  const note =
    total > rows.length
      ? `El gráfico muestra los primeros ${rows.length} renglones de ${total}; acorte el período o filtre para verlos todos.`
      : null;
  const oneDay = range.from === range.to;
  const days = daysOf(range);
  return (
    <PerCurrency
      rows={rows}
      note={note}
      chart={(currency, group, label) => {
        if (oneDay) {
          return (
            <CategoryBarChart
              label={label(`Ventas, premios y neto ${perThing}`)}
              categories={group.map((row) => thing(row).name)}
              categoryHeader={thingHeader}
              series={[
                { id: 'sales', label: 'Ventas', values: group.map((row) => row.sales) },
                { id: 'prizes', label: 'Premios', values: group.map((row) => row.prizes) },
                { id: 'net', label: 'Neto', values: group.map((row) => row.net) },
              ]}
              currency={currency}
              horizontal
              loading={loading}
            />
          );
        }
        const things = [...new Map(group.map((row) => [thing(row).id, thing(row).name])).entries()];
        const byKey = new Map(group.map((row) => [`${thing(row).id}|${row.business_date}`, row.sales]));
        return (
          <TimeChart
            label={label(`Ventas por día ${perThing}`)}
            axis={{ unit: 'day', days }}
            series={things.map(([id, name]) => ({
              id,
              label: name,
              values: days.map((day) => byKey.get(`${id}|${day}`) ?? null),
            }))}
            currency={currency}
            loading={loading}
          />
        );
      }}
    />
  );
}
