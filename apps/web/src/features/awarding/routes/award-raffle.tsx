import { canAccess, requestExternalResults, saveResult, type AwardOccurrence } from '@banca/contracts';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/auth';
import { DayFilters, ResultDialog, today } from '@/features/results';
import { useAwardOccurrences } from '../api/list-award-occurrences';
import { awardColumns } from '../components/award-columns';
import { AwardConfirmDialog } from '../components/award-confirm-dialog';
import { ProviderButton } from '../components/provider-button';

/** Tools › Premiar sorteo: the day's draws, their results and the award. */
export function Component() {
  const { user } = useSession();
  const list = useAwardOccurrences();
  const [loading, setLoading] = useState<AwardOccurrence | null>(null);
  const [awarding, setAwarding] = useState<AwardOccurrence | null>(null);
  const date = list.state.filters.date ?? today();
  // Results are loaded by the banca's administrators and supervisors (ADR 028); a distributor
  // holding the awarding permission awards the draws they loaded.
  const mayLoadResult = canAccess(user, saveResult.access);
  const columns = awardColumns({
    mayLoadResult,
    onLoadResult: setLoading,
    onAward: setAwarding,
  });
  return (
    <>
      <PageHeader
        title="Premiar sorteo"
        subtitle={
          mayLoadResult
            ? 'Cargue el resultado de cada sorteo cerrado y prémielo: los tickets pasan a premiados o perdedores.'
            : 'Premie los sorteos cuyo resultado ya cargó la administración de la banca: los tickets pasan a premiados o perdedores.'
        }
        actions={canAccess(user, requestExternalResults.access) ? <ProviderButton date={date} /> : undefined}
      />
      <DataTable
        label="Sorteos del día"
        columns={columns}
        list={list}
        rowKey={(row) => row.occurrence_id}
        toolbar={<DayFilters list={list} />}
        exportName="premiacion"
        emptyText="No hay sorteos en esta fecha"
      />
      {loading && <ResultDialog occurrence={loading} onClose={() => setLoading(null)} />}
      {awarding && <AwardConfirmDialog occurrence={awarding} onClose={() => setAwarding(null)} />}
    </>
  );
}
