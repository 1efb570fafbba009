import { useState } from 'react';
import { ListSelectFilter, type FilterOption } from '@/components/data-table';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { statusOptions } from '@/components/status-chip';
import { registerReportOf, useRegisterList } from '../api/registers';
import { CURRENCY_OPTIONS } from '../components/options';
import { registerColumns } from '../components/register-columns';
import { ReviewDialog } from '../components/review-dialog';

/**
 * Gestión de caja › Arqueo de caja: the registers of the agency's taquillas, to approve or send back.
 * The bank's «Arqueos» tab is this screen with a picker of its agencies (`partner_id` in the URL).
 */
export function Component() {
  return <RegistersReview />;
}

export function RegistersReview({ partners }: { partners?: { label: string; options: readonly FilterOption[] } }) {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useRegisterList(dates.range);
  const report = registerReportOf(list);
  const [reviewing, setReviewing] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Arqueos de caja"
        subtitle="Los arqueos de sus taquillas: lo esperado según sus movimientos, lo contado y la diferencia. Apruebe o devuelva los enviados."
      />
      <ReportTable
        label="Arqueos de caja"
        columns={registerColumns((register) => setReviewing(register.id))}
        list={list}
        totals={report?.totals}
        rowKey={(row) => row.id}
        toolbar={
          <>
            <DateRangeFilter dates={dates} label="Período" />
            {partners && (
              <ListSelectFilter list={list} filter="partner_id" label={partners.label} options={partners.options} />
            )}
            <ListSelectFilter list={list} filter="status" label="Estado" options={statusOptions('cashRegister')} />
            <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />
          </>
        }
        exportName="arqueos"
        emptyText="No hay arqueos en el período"
      />
      {reviewing !== null && <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
