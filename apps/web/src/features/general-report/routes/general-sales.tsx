import type { GeneralReportRow } from '@banca/contracts';
import { useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { reportOf, useGeneralReportList } from '../api/list-general-report';
import { generalColumns } from '../components/general-columns';
import { GeneralFilters } from '../components/general-filters';
import { PartnerTrail } from '@/components/partner-trail';
import { RecalculateButton } from '../components/recalculate-button';

/** Reports › Ventas generales: per partner and currency, our sales and the external systems' beside them. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useGeneralReportList(dates.range);
  const report = reportOf(list);
  const drill = (partnerId: number | undefined) =>
    list.update({ filters: { partner_id: partnerId === undefined ? undefined : String(partnerId), level: undefined } });
  return (
    <>
      <PageHeader
        title="Ventas generales"
        subtitle="Ventas netas de anulaciones, premios, comisión, participación y neto por asociado y moneda; las ventas de sistemas externos se muestran aparte."
        actions={<RecalculateButton range={dates.range} />}
      />
      <PartnerTrail
        trail={report?.trail ?? []}
        label="Ruta del asociado"
        spacing={2}
        underline="hover"
        onChoose={(partner) => drill(partner?.id)}
      />
      <ReportTable
        label={report ? `Ventas generales de ${report.focus.name}` : 'Ventas generales'}
        columns={generalColumns((row: GeneralReportRow) => drill(row.partner_id))}
        list={list}
        totals={report?.totals}
        rowKey={(row) => `${row.partner_id}-${row.currency}`}
        toolbar={<GeneralFilters list={list} dates={dates} />}
        exportName="ventas-generales"
        emptyText="No hay ventas en el período"
      />
    </>
  );
}
