import Box from '@mui/material/Box';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { LayOffLink, RiskBoardLink, RiskThresholdsLink } from '@/features/risk-thresholds';
import { SalesTargetsSection } from '@/features/user-metrics';
import { formatDate } from '@/lib/format';
import {
  LIVE_REFRESH_MS,
  useKpiSummary,
  useLatestPartners,
  useSalesByHour,
  useSalesByProduct,
  useTopNumbers,
  useTopRisk,
} from '../api/kpis';
import { KpiPanel, PANEL_GRID } from '../components/kpi-panel';
import { LatestPartnersTable } from '../components/partner-tables';
import { TopNumbersTable } from '../components/numbers-tables';
import { TopRiskTable } from '../components/risk-table';
import { ProductSalesCharts, SalesByHourCharts } from '../components/sales-charts';
import { SummaryCards } from '../components/summary-cards';

/** Today in the browser's zone: the API's default when no dates are sent. */
const TODAY = {};
const LIVE = { refreshMs: LIVE_REFRESH_MS };
/** Tableros › Ventas del día: today's business, live, within the user's part of the network. */
export function Component() {
  const user = useCurrentUser();
  const summary = useKpiSummary(TODAY, LIVE);
  const hours = useSalesByHour(TODAY, LIVE);
  const products = useSalesByProduct(TODAY, LIVE);
  const numbers = useTopNumbers(TODAY, LIVE);
  const risk = useTopRisk(TODAY, LIVE);
  const partners = useLatestPartners(TODAY, LIVE);
  const day = summary.data ? `Hoy, ${formatDate(summary.data.from_date)}` : 'Hoy';
  return (
    <>
      <PageHeader title="Ventas del día" subtitle={`${day}. Se actualiza cada minuto.`} />
      <Box>
        <KpiPanel title="Resumen del día" query={summary}>
          <SummaryCards summary={summary.data} loading={summary.isPending} fallbackCurrency={user?.currency ?? 'BS'} />
        </KpiPanel>
      </Box>
      <Box sx={PANEL_GRID}>
        <KpiPanel title="Ventas por hora" query={hours}>
          <SalesByHourCharts rows={hours.data?.data} loading={hours.isPending} />
        </KpiPanel>
        <KpiPanel title="Ventas por producto" query={products}>
          <ProductSalesCharts rows={products.data?.data} loading={products.isPending} />
        </KpiPanel>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <KpiPanel
            title="Riesgo en vivo"
            query={risk}
            actions={
              <>
                <RiskBoardLink />
                <LayOffLink />
                <RiskThresholdsLink />
              </>
            }
          >
            <TopRiskTable rows={risk.data?.data} loading={risk.isPending} />
          </KpiPanel>
        </Box>
        <KpiPanel title="Números más jugados" query={numbers}>
          <TopNumbersTable rows={numbers.data?.data} loading={numbers.isPending} />
        </KpiPanel>
        <KpiPanel title="Asociados más recientes" query={partners}>
          <LatestPartnersTable rows={partners.data?.data} loading={partners.isPending} />
        </KpiPanel>
      </Box>
      <SalesTargetsSection />
    </>
  );
}
