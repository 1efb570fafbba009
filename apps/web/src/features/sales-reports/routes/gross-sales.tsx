import type { GrossSaleRow } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { useDateRange } from '@/components/date-range-filter';
import { countColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { useGrossSalesChartRows, useGrossSalesList } from '../api/list-gross-sales';
import { totalsOf } from '../api/report-state';
import { SalesByDayChart } from '../components/sales-by-day-chart';
import { currencyColumn, dayColumn, salesMoneyColumns } from '../components/sales-columns';
import { SalesFilters } from '../components/sales-filters';

const COLUMNS: ReportColumn<GrossSaleRow>[] = [
  dayColumn<GrossSaleRow>(),
  { id: 'product_name', header: 'Producto', sortable: true },
  currencyColumn<GrossSaleRow>(),
  ...salesMoneyColumns<GrossSaleRow>(),
  countColumn<GrossSaleRow>({ id: 'plays', header: 'Jugadas', sortable: true, hideOnSmall: true }),
];

/** Reports › Ventas brutas: what each product sold, annulled, paid out and left, day by day. */
export function Component() {
  const dates = useDateRange();
  const list = useGrossSalesList(dates.range);
  const chart = useGrossSalesChartRows(list);
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Ventas brutas"
        subtitle="Por día y producto: vendido, anulado, ventas (vendido − anulado), premios, comisión y neto, en cada moneda."
      />
      <SalesByDayChart
        rows={chart.data?.data ?? []}
        total={chart.data?.total ?? 0}
        range={dates.range}
        thing={(row) => ({ id: String(row.product_id), name: row.product_name })}
        thingHeader="Producto"
        perThing="por producto"
        loading={chart.isPending}
      />
      <ReportTable
        label="Ventas brutas por día y producto"
        columns={COLUMNS}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.business_date}-${row.product_id}-${row.currency}`}
        toolbar={<SalesFilters list={list} dates={dates} idPrefix="gross-sales" />}
        exportName="ventas-brutas"
        emptyText="No hay ventas en el período"
      />
    </Stack>
  );
}
