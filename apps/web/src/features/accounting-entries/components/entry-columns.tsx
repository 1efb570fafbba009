import { ENTRY_KIND_LABELS, type AccountEntry, type AccountEntryLine } from '@banca/contracts';
import Button from '@mui/material/Button';
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
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (line) =>
        reverse && line.kind === 'MANUAL' && line.reversed_by_entry_id === null ? (
          <Button
            size="small"
            color="warning"
            onClick={() => reverse(line)}
            aria-label={`Revertir el asiento ${line.id}`}
          >
            Revertir
          </Button>
        ) : null,
    },
  ];
}
