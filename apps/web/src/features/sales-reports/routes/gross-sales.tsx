import type { GrossSaleRow } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useDateRange } from '@/components/date-range-filter';
import { countColumn, type ReportColumn } from '@/components/report-table';
import { useGrossSalesChartRows, useGrossSalesList } from '../api/list-gross-sales';
import { SalesByDayReport } from '../components/sales-by-day-report';
import { currencyColumn, dayColumn, salesMoneyColumns } from '../components/sales-columns';

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
  return (
    <Stack spacing={2}>
      <SalesByDayReport
        title="Ventas brutas"
        subtitle="Por día y producto: vendido, anulado, ventas (vendido − anulado), premios, comisión y neto, en cada moneda."
        label="Ventas brutas por día y producto"
        columns={COLUMNS}
        dates={dates}
        list={list}
        chart={useGrossSalesChartRows(list)}
        thing={(row) => ({ id: String(row.product_id), name: row.product_name })}
        thingHeader="Producto"
        perThing="por producto"
        rowKey={(row) => `${row.business_date}-${row.product_id}-${row.currency}`}
        idPrefix="gross-sales"
        exportName="ventas-brutas"
      />
    </Stack>
  );
}
