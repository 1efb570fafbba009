import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import {
  useColdestNumbers,
  useLossProfit,
  useSalesByBetTypes,
  useSalesByPartner,
  useSalesByProduct,
  useTicketsByDay,
} from '../api/kpis';
import { LossProfitCharts, TicketsByDayCharts } from '../components/day-charts';
import { KpiPanel, PANEL_GRID } from '../components/kpi-panel';
import { ColdestNumbersTable } from '../components/numbers-tables';
import { PartnerSalesTable } from '../components/partner-tables';
import { BetTypeSalesCharts, ProductSalesCharts } from '../components/sales-charts';
import { useAnalyticalState } from '../components/use-analytical-state';

/** Tableros › Analítico: a period's sales over time and by partner, product and bet type. */
export function Component() {
  const { dates, compare, setCompare, setPartnerId, query, previousQuery } = useAnalyticalState();
  const tickets = useTicketsByDay(query);
  const lossProfit = useLossProfit(query);
  const previousTickets = useTicketsByDay(previousQuery, { enabled: compare });
  const previousLossProfit = useLossProfit(previousQuery, { enabled: compare });
  const partners = useSalesByPartner(query);
  const products = useSalesByProduct(query);
  const betTypes = useSalesByBetTypes(query);
  const coldest = useColdestNumbers(query);
  const previous = (rows: typeof tickets) => (compare ? { range: dates.previous, rows: rows.data?.data } : undefined);
  return (
    <>
      <PageHeader
        title="Analítico"
        subtitle="Ventas del período en el tiempo, por asociado, producto y tipo de jugada."
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateRangeFilter dates={dates} />
        <FormControlLabel
          control={<Switch checked={compare} onChange={(event) => setCompare(event.target.checked)} />}
          label="Comparar con el período anterior"
        />
      </Paper>
      <Box sx={PANEL_GRID}>
        <KpiPanel title="Tickets por día" query={tickets}>
          <TicketsByDayCharts
            current={{ range: dates.range, rows: tickets.data?.data }}
            previous={previous(previousTickets)}
            loading={tickets.isPending}
          />
        </KpiPanel>
        <KpiPanel title="Ganancias y pérdidas por día" query={lossProfit}>
          <LossProfitCharts
            current={{ range: dates.range, rows: lossProfit.data?.data }}
            previous={previous(previousLossProfit)}
            loading={lossProfit.isPending}
          />
        </KpiPanel>
      </Box>
      <Box sx={{ mt: 2 }}>
        <KpiPanel title="Ventas por asociado" query={partners}>
          <PartnerSalesTable
            rows={partners.data?.data}
            chain={partners.data?.chain}
            loading={partners.isPending}
            onFocus={(partner) => setPartnerId(partner?.id ?? null)}
          />
        </KpiPanel>
      </Box>
      <Box sx={PANEL_GRID}>
        <KpiPanel title="Ventas por producto" query={products}>
          <ProductSalesCharts rows={products.data?.data} loading={products.isPending} />
        </KpiPanel>
        <KpiPanel title="Ventas por tipo de jugada" query={betTypes}>
          <BetTypeSalesCharts rows={betTypes.data?.data} loading={betTypes.isPending} />
        </KpiPanel>
        <KpiPanel title="Números fríos" query={coldest}>
          <ColdestNumbersTable rows={coldest.data?.data} loading={coldest.isPending} />
        </KpiPanel>
      </Box>
    </>
  );
}
