import type { LotteryResult } from '@banca/contracts';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { resultsOf, useLotteryResults } from '../api/list-lottery-results';
import { AMOUNT_COLUMNS } from '../components/amount-columns';
import { DayFilters } from '../components/day-filters';
import { occurrenceColumns } from '../components/occurrence-columns';

const columns = [...occurrenceColumns<LotteryResult>(), ...AMOUNT_COLUMNS];

/** Reports › Resultados: the results of a day's draws, by lottery, with what each sold and paid out. */
export function Component() {
  const list = useLotteryResults();
  return (
    <>
      <PageHeader
        title="Resultados"
        subtitle="Resultados de los sorteos del día, con su animalito, y lo que cada sorteo vendió y pagó en su red."
      />
      <ReportTable
        label="Resultados de los sorteos"
        columns={columns}
        list={list}
        totals={resultsOf(list)?.totals}
        rowKey={(row) => row.occurrence_id}
        toolbar={<DayFilters list={list} />}
        exportName="resultados"
        emptyText="No hay sorteos en esta fecha"
      />
    </>
  );
}
