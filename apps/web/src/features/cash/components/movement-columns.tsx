import type { CashMovement } from '@banca/contracts';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { correctable, fixedBecause, type MovementKind } from '../api/movements';
import { methodLabel } from './options';

/** One income or outcome per row; the last column corrects or annuls it while it may be (never a system movement). */
export function movementColumns(
  kind: MovementKind,
  annul: (row: CashMovement) => void,
  edit?: (row: CashMovement) => void,
): ReportColumn<CashMovement>[] {
  return [
    { id: 'created_at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.created_at) },
    { id: 'taquilla_name', header: 'Taquilla', sortable: true, hideOnSmall: true },
    ...(kind === 'EGRESO'
      ? [{ id: 'expense_type_name', header: 'Tipo', render: (row: CashMovement) => row.expense_type_name ?? '—' }]
      : []),
    { id: 'payment_method', header: 'Método', render: (row) => methodLabel(row.payment_method) },
    {
      id: 'reference',
      header: 'Referencia',
      render: (row) => row.reference ?? (row.ticket_serial ? `Ticket ${row.ticket_serial}` : '—'),
    },
    { id: 'description', header: 'Descripción', hideOnSmall: true },
    { id: 'status', header: 'Estado', render: (row) => <StatusChip family="cashMovement" status={row.status} /> },
    moneyColumn<CashMovement>({ id: 'amount', header: 'Monto', currency: (row) => row.currency, sortable: true }),
    movementActionsColumn(annul, edit),
  ];
}

/** The Acciones column of a list of movements: the actions while it may be corrected, else why not. */
export function movementActionsColumn(
  annul: (row: CashMovement) => void,
  edit?: (row: CashMovement) => void,
): ReportColumn<CashMovement> {
  return {
    id: 'actions',
    header: 'Acciones',
    render: (row) =>
      correctable(row) ? (
        <MovementActions row={row} annul={annul} edit={edit} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {fixedBecause(row)}
        </Typography>
      ),
  };
}

/** «Corregir» and «Anular» of a movement a person recorded, while it still counts: two small icons, so the column stays narrow. */
export function MovementActions({ row, annul, edit }: { row: CashMovement; annul: (row: CashMovement) => void; edit?: ((row: CashMovement) => void) | undefined }) {
  return (
    <Stack direction="row" spacing={0.5}>
      {edit && (
        <Tooltip title="Corregir">
          <IconButton size="small" color="primary" onClick={() => edit(row)} aria-label={`Corregir el movimiento ${row.id}`}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Anular">
        <IconButton size="small" color="error" onClick={() => annul(row)} aria-label={`Anular el movimiento ${row.id}`}>
          <BlockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
