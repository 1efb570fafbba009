import type { DailySalesPartnerRow } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useDateRange } from '@/components/date-range-filter';
import { countColumn, type ReportColumn } from '@/components/report-table';
import { useDailySalesChartRows, useDailySalesPartnersList } from '../api/list-daily-sales-partners';
import { SalesByDayReport } from '../components/sales-by-day-report';
import { currencyColumn, dayColumn, partnerColumn, salesMoneyColumns } from '../components/sales-columns';
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
  const { filters } = list.state;
  return (
    <Stack spacing={3}>
      <SalesByDayReport
        title="Ventas diarias"
        subtitle="Por día y asociado: ventas, anulado, premios, comisión, neto y tickets, en cada moneda."
        label="Ventas diarias por asociado"
        columns={COLUMNS}
        dates={dates}
        list={list}
        chart={useDailySalesChartRows(list)}
        thing={(row) => ({ id: String(row.partner_id), name: row.partner_name })}
        thingHeader="Asociado"
        perThing="por asociado"
        rowKey={(row) => `${row.business_date}-${row.partner_id}-${row.currency}`}
        idPrefix="daily-sales"
        level
        exportName="ventas-diarias"
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
