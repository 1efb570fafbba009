import { canAccess, createAccountEntry, type AccountEntryLine } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDateRange } from '@/components/date-range-filter';
import { ReportTable } from '@/components/report-table';
import { useCurrentUser } from '@/features/auth';
import { DayDigestsLink } from '@/features/integrity';
import { useAccountEntriesSummary, useAccountEntryList } from '../api/account-entries';
import { lineColumns } from '../components/entry-columns';
import { EntryDialog } from '../components/entry-dialog';
import { EntryFilters } from '../components/entry-filters';
import { EntriesSummary } from '../components/entries-summary';
import { ReverseDialog } from '../components/reverse-dialog';

/**
 * Contabilidad › Asientos contables: manual entries, and a partner's entries with its running balance;
 * those who may read the ledger's day digests (A, S) reach them from here (ADR 057).
 */
export function Component() {
  const user = useCurrentUser();
  const dates = useDateRange({ defaultPreset: 'this_month', pageParam: 'page' });
  const list = useAccountEntryList(dates.range);
  const summary = useAccountEntriesSummary(dates.range, list.state.filters.partner_id);
  const [creating, setCreating] = useState(false);
  const [reversing, setReversing] = useState<AccountEntryLine | null>(null);
  const writer = Boolean(user && canAccess(user, createAccountEntry.access));
  return (
    <>
      <EntriesSummary summary={summary.data} />
      <ReportTable
        label="Asientos contables"
        columns={lineColumns(writer ? setReversing : null)}
        list={list}
        totals={undefined}
        rowKey={(line) => line.id}
        exportName="estado-de-cuenta"
        emptyText="No hay asientos en el período"
        toolbar={
          <>
            <EntryFilters list={list} dates={dates} />
            {writer && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                Nuevo asiento
              </Button>
            )}
            <DayDigestsLink />
          </>
        }
      />
      {creating && <EntryDialog onClose={() => setCreating(false)} />}
      {reversing && <ReverseDialog line={reversing} onClose={() => setReversing(null)} />}
    </>
  );
}
