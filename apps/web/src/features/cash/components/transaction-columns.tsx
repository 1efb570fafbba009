import type { CashMovement } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { methodLabel } from './options';

export type TransactionAction = (movement: CashMovement, action: 'APPROVE' | 'REJECT') => void;

/** One pending (or handled) income or outcome per row; pending rows are approved or rejected here. */
export function transactionColumns(act: TransactionAction | null): ReportColumn<CashMovement>[] {
  const what = (row: CashMovement) => `${row.kind === 'INGRESO' ? 'el ingreso' : 'el egreso'} ${row.id}`;
  return [
    { id: 'created_at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.created_at) },
    { id: 'kind', header: 'Movimiento', render: (row) => (row.kind === 'INGRESO' ? 'Ingreso' : 'Egreso') },
    { id: 'taquilla_name', header: 'Taquilla', sortable: true },
    { id: 'payment_method', header: 'Método', hideOnSmall: true, render: (row) => methodLabel(row.payment_method) },
    { id: 'reference', header: 'Referencia', render: (row) => row.reference ?? '—' },
    { id: 'created_by', header: 'Registrado por', hideOnSmall: true },
    moneyColumn<CashMovement>({ id: 'amount', header: 'Monto', currency: (row) => row.currency, sortable: true }),
    { id: 'status', header: 'Estado', render: (row) => <StatusChip family="cashMovement" status={row.status} /> },
    act
      ? {
          id: 'actions',
          header: 'Acciones',
          render: (row) => (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => act(row, 'APPROVE')} aria-label={`Aprobar ${what(row)}`}>
                Aprobar
              </Button>
              <Button size="small" color="error" onClick={() => act(row, 'REJECT')} aria-label={`Rechazar ${what(row)}`}>
                Rechazar
              </Button>
            </Stack>
          ),
        }
      : { id: 'handle_observation', header: 'Atendida por', render: (row) => [row.handled_by, row.handle_observation].filter(Boolean).join(' · ') || '—' },
  ];
}
