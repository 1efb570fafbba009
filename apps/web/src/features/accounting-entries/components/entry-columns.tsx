import { ENTRY_KIND_LABELS, type AccountEntry, type AccountEntryLine } from '@banca/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';

/** What every list of entries shows: its day, account, parties, kind and observation. */
export function entryColumns<R extends AccountEntry>(): DataTableColumn<R>[] {
  return [
    { id: 'business_date', header: 'Fecha', sortable: true, render: (e) => formatDate(e.business_date) },
    { id: 'id', header: 'Asiento', hideOnSmall: true },
    { id: 'account_name', header: 'Cuenta' },
    { id: 'contributor_name', header: 'Aportante' },
    { id: 'beneficiary_name', header: 'Beneficiario' },
    {
      id: 'kind',
      header: 'Tipo',
      render: (e) =>
        e.reverses_entry_id ? `${ENTRY_KIND_LABELS[e.kind]} del ${e.reverses_entry_id}` : ENTRY_KIND_LABELS[e.kind],
    },
    { id: 'observation', header: 'Observación', hideOnSmall: true },
  ];
}

/** A partner's statement: the entries, its movement and its balance before and after each, and Revertir. */
export function lineColumns(reverse: ((line: AccountEntryLine) => void) | null): ReportColumn<AccountEntryLine>[] {
  const money = (id: 'movement' | 'previous_balance' | 'balance', header: string) => {
    const column = moneyColumn<AccountEntryLine>({ id, header, currency: (line) => line.currency });
    return id === 'movement' ? column : { ...column, total: undefined };
  };
  return [
    ...entryColumns<AccountEntryLine>(),
    money('previous_balance', 'Saldo anterior'),
    money('movement', 'Movimiento'),
    money('balance', 'Saldo'),
    ...(reverse ? [actionsColumn(reverse)] : []),
  ];
}

/** Why an entry offers no Revertir, in a few words: only a manual entry not yet reversed can be. */
function fixedBecause(line: AccountEntryLine): string {
  if (line.reversed_by_entry_id !== null) return `Revertido por el ${line.reversed_by_entry_id}`;
  if (line.kind === 'REVERSAL') return 'Es un reverso';
  return 'Asiento del sistema';
}

function actionsColumn(reverse: (line: AccountEntryLine) => void): ReportColumn<AccountEntryLine> {
  return {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (line) =>
      line.kind === 'MANUAL' && line.reversed_by_entry_id === null ? (
        <Button size="small" color="warning" onClick={() => reverse(line)} aria-label={`Revertir el asiento ${line.id}`}>
          Revertir
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {fixedBecause(line)}
        </Typography>
      ),
  };
}
