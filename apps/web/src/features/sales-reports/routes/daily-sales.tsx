import type { DailySalesPartnerRow } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { useDateRange } from '@/components/date-range-filter';
import { countColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { useDailySalesChartRows, useDailySalesPartnersList } from '../api/list-daily-sales-partners';
import { totalsOf } from '../api/report-state';
import { SalesByDayChart } from '../components/sales-by-day-chart';
import { currencyColumn, dayColumn, partnerColumn, salesMoneyColumns } from '../components/sales-columns';
import { SalesFilters } from '../components/sales-filters';
import { TicketsByStatus } from '../components/tickets-by-status';

const COLUMNS: ReportColumn<DailySalesPartnerRow>[] = [
  dayColumn<DailySalesPartnerRow>(),
  partnerColumn<DailySalesPartnerRow>(),
  currencyColumn<DailySalesPartnerRow>(),
  ...salesMoneyColumns<DailySalesPartnerRow>(),
  countColumn<DailySalesPartnerRow>({ id: 'tickets', header: 'Tickets', sortable: true }),
];

/**
 * Reports › Ventas diarias: each partner's sales day by day (one level below, or grouped at a
 * chosen level), and how the period's tickets stand now.
 */
export function Component() {
  const dates = useDateRange();
  const list = useDailySalesPartnersList(dates.range);
  const chart = useDailySalesChartRows(list);
  const { filters } = list.state;
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Ventas diarias"
        subtitle="Por día y asociado: ventas, anulado, premios, comisión, neto y tickets, en cada moneda."
      />
      <SalesByDayChart
        rows={chart.data?.data ?? []}
        total={chart.data?.total ?? 0}
        range={dates.range}
        thing={(row) => ({ id: String(row.partner_id), name: row.partner_name })}
        thingHeader="Asociado"
        perThing="por asociado"
        loading={chart.isPending}
      />
      <ReportTable
        label="Ventas diarias por asociado"
        columns={COLUMNS}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.business_date}-${row.partner_id}-${row.currency}`}
        toolbar={<SalesFilters list={list} dates={dates} idPrefix="daily-sales" level />}
        exportName="ventas-diarias"
        emptyText="No hay ventas en el período"
      />
      <TicketsByStatus
        filters={{
          from_date: dates.range.from,
          to_date: dates.range.to,
          partner_id: filters.partner_id,
          currency: filters.currency,
        }}
      />
    </Stack>
  );
}
