import Stack from '@mui/material/Stack';
import { useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { regulatorReportOf, useRegulatorReportList } from '../api/list-regulator-report';
import { ManifestButton } from '../components/manifest-button';
import { REGULATOR_COLUMNS } from '../components/regulator-columns';
import { RegulatorFilters } from '../components/regulator-filters';

/**
 * Reporte al regulador: per business day, draw and taquilla, what was sold, annulled, won and paid,
 * in the documented format `regulador/v1`, with its files and its manifest.
 */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useRegulatorReportList(dates.range);
  const report = regulatorReportOf(list);
  return (
    <>
      <PageHeader
        title="Reporte al regulador"
        subtitle="Formato regulador/v1: ventas, anulaciones, premios otorgados y pagados por día, sorteo, agencia y taquilla. Descargue el archivo (XLSX, CSV o PDF) y su manifiesto con las huellas diarias del período."
        actions={
          <Stack direction="row" spacing={1}>
            <ManifestButton list={list} />
          </Stack>
        }
      />
      <ReportTable
        label="Reporte al regulador"
        columns={REGULATOR_COLUMNS}
        list={list}
        totals={report?.totals}
        rowKey={(row) => `${row.business_date}-${row.taquilla_id}-${row.draw_id}-${row.channel}-${row.currency}`}
        toolbar={<RegulatorFilters list={list} dates={dates} />}
        exportName="reporte-regulador"
        emptyText="No hay ventas en el período"
      />
    </>
  );
}
