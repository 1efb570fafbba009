import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery, Page } from '@/components/data-table';
import type { DateRangeQuery } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable, type ReportColumn } from '@/components/report-table';
import { totalsOf } from '../api/report-state';
import { SalesByDayChart, type SalesByDayChartProps } from './sales-by-day-chart';
import { SalesFilters } from './sales-filters';

type DayRow = Parameters<typeof SalesByDayChart>[0]['rows'][number];

export interface SalesByDayReportProps<Row extends DayRow> extends Pick<
  SalesByDayChartProps<Row>,
  'thing' | 'thingHeader' | 'perThing'
> {
  readonly title: string;
  readonly subtitle: string;
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: ReportColumn<Row>[];
  readonly dates: DateRangeQuery;
  readonly list: ListQuery<Row>;
  /** The chart's rows: the list's filters, every row of the period in the day's order. */
  readonly chart: UseQueryResult<Page<Row>>;
  readonly rowKey: (row: Row) => string;
  readonly idPrefix: string;
  /** Whether the filters offer the level rows group at. */
  readonly level?: boolean;
  readonly exportName: string;
}

/**
 * A sales report by day and something (a product, a partner): its header, the chart of each day's
 * sales per thing, and the table with its filters and totals per currency.
 */
export function SalesByDayReport<Row extends DayRow>(props: SalesByDayReportProps<Row>) {
  const { dates, list, chart } = props;
  return (
    <>
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <SalesByDayChart
        rows={chart.data?.data ?? []}
        total={chart.data?.total ?? 0}
        range={dates.range}
        thing={props.thing}
        thingHeader={props.thingHeader}
        perThing={props.perThing}
        loading={chart.isPending}
      />
      <ReportTable
        label={props.label}
        columns={props.columns}
        list={list}
        totals={totalsOf(list)}
        rowKey={props.rowKey}
        toolbar={<SalesFilters list={list} dates={dates} idPrefix={props.idPrefix} level={props.level ?? false} />}
        exportName={props.exportName}
        emptyText="No hay ventas en el período"
      />
    </>
  );
}
