import type { OnlineSalesDetailRow } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { useDateRange } from '@/components/date-range-filter';
import { countColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { useOnlineSalesDetailList } from '../api/list-online-sales-detail';
import { totalsOf } from '../api/report-state';
import { ChannelSummary } from '../components/channel-summary';
import {
  channelColumn,
  currencyColumn,
  dayColumn,
  partnerColumn,
  salesMoneyColumns,
} from '../components/sales-columns';
import { SalesFilters } from '../components/sales-filters';

const COLUMNS: ReportColumn<OnlineSalesDetailRow>[] = [
  dayColumn<OnlineSalesDetailRow>(),
  partnerColumn<OnlineSalesDetailRow>(),
  channelColumn<OnlineSalesDetailRow>(),
  currencyColumn<OnlineSalesDetailRow>(),
  countColumn<OnlineSalesDetailRow>({ id: 'tickets', header: 'Tickets', sortable: true }),
  ...salesMoneyColumns<OnlineSalesDetailRow>(),
];

/** Reports › Ventas en línea: the web point of sale against the terminals, in summary and day by day. */
export function Component() {
  const dates = useDateRange();
  const list = useOnlineSalesDetailList(dates.range);
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Ventas en línea"
        subtitle="Lo vendido por la web y por los terminales: tickets, ventas, premios, comisión y neto, en cada moneda."
      />
      <ChannelSummary filters={list.exportRequest.body} />
      <ReportTable
        label="Ventas en línea por día, asociado y canal"
        columns={COLUMNS}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.business_date}-${row.partner_id}-${row.channel}-${row.currency}`}
        toolbar={<SalesFilters list={list} dates={dates} idPrefix="sales-online" level channel />}
        exportName="ventas-en-linea"
        emptyText="No hay ventas en el período"
      />
    </Stack>
  );
}
