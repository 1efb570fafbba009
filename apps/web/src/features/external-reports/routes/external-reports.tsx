import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { reportOf, useExternalReportsList } from '../api/list-external-reports';
import { EXTERNAL_COLUMNS } from '../components/external-columns';
import { ExternalFilters } from '../components/external-filters';
import { ImportDialog } from '../components/import-dialog';

/** Reports › Reportes externos: other sales systems' figures per day, partner and currency, imported here. */
export function Component() {
  const dates = useDateRange({ defaultPreset: 'this_month', pageParam: 'page' });
  const list = useExternalReportsList(dates.range);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title="Reportes externos"
        subtitle="Ventas de otros sistemas por día, asociado y moneda; importar de nuevo un día reemplaza sus cifras."
        actions={
          <Button variant="contained" onClick={() => setImporting(true)}>
            Importar
          </Button>
        }
      />
      <ReportTable
        label="Ventas de sistemas externos"
        columns={EXTERNAL_COLUMNS}
        list={list}
        totals={reportOf(list)?.totals}
        rowKey={(row) => row.id}
        toolbar={<ExternalFilters list={list} dates={dates} />}
        exportName="reportes-externos"
        emptyText="No hay ventas externas importadas en el período"
      />
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
