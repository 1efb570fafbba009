import type { Currency, KpiDay } from '@banca/contracts';
import { TimeChart, type ChartSeries } from '@/components/charts';
import type { DateRange } from '@/components/date-range-filter';
import { currencyLabel } from '@/lib/format';
import { byCurrency, daysOf, valuesByDay } from './kpi-figures';

export interface DayRows {
  readonly range: DateRange;
  readonly rows: readonly KpiDay[] | undefined;
}

interface DayChartsProps {
  readonly current: DayRows;
  /** The previous period's rows, drawn day by day beside the current ones ("comparar"). */
  readonly previous?: DayRows | undefined;
  readonly loading: boolean;
}

/** The currencies of either period: a currency sold only before still gets its chart. */
function currenciesOf({ current, previous }: DayChartsProps): Currency[] {
  return byCurrency([...(current.rows ?? []), ...(previous?.rows ?? [])]).map(([currency]) => currency);
}

function DayCharts(
  props: DayChartsProps & {
    title: string;
    money: boolean;
    series: (rows: KpiDay[], days: string[]) => ChartSeries[];
    compared: { label: string; value: (row: KpiDay) => string | number };
  },
) {
  const { current, previous, loading, title, money } = props;
  const days = daysOf(current.range);
  const previousDays = previous ? daysOf(previous.range) : [];
  const currencies = currenciesOf(props);
  const groups: (Currency | undefined)[] = currencies.length ? currencies : [undefined];
  return groups.map((currency) => {
    const mine = (rows: readonly KpiDay[] | undefined) => (rows ?? []).filter((row) => row.currency === currency);
    const series = props.series(mine(current.rows), days);
    if (previous) {
      // Day i of the previous period beside day i of this one.
      const values = valuesByDay(previousDays, mine(previous.rows), props.compared.value);
      series.push({ id: 'previous', label: props.compared.label, values });
    }
    const label = currency && currencies.length > 1 ? `${title} en ${currencyLabel(currency)}` : title;
    return (
      <div key={currency ?? 'none'}>
        <TimeChart
          label={label}
          axis={{ unit: 'day', days }}
          series={series}
          currency={money ? currency : undefined}
          loading={loading && !current.rows}
          height={260}
        />
      </div>
    );
  });
}

/** Tickets sold (not annulled) per day. */
export function TicketsByDayCharts(props: DayChartsProps) {
  return (
    <DayCharts
      {...props}
      title="Tickets por día"
      money={false}
      series={(rows, days) => [{ id: 'tickets', label: 'Tickets', values: valuesByDay(days, rows, (r) => r.tickets) }]}
      compared={{ label: 'Tickets del período anterior', value: (row) => row.tickets }}
    />
  );
}

/** Sales, prizes, commission and net per day. */
export function LossProfitCharts(props: DayChartsProps) {
  return (
    <DayCharts
      {...props}
      title="Ganancias y pérdidas por día"
      money
      series={(rows, days) => [
        { id: 'sales', label: 'Ventas', values: valuesByDay(days, rows, (r) => r.sales) },
        { id: 'prizes', label: 'Premios', values: valuesByDay(days, rows, (r) => r.prizes) },
        { id: 'commission', label: 'Comisión', values: valuesByDay(days, rows, (r) => r.commission) },
        { id: 'net', label: 'Neto', values: valuesByDay(days, rows, (r) => r.net) },
      ]}
      compared={{ label: 'Neto del período anterior', value: (row) => row.net }}
    />
  );
}
