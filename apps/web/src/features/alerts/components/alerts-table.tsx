import { ANOMALY_KIND_LABELS, type Alert } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import type { AlertAction } from '../api/handle-alert';
import { useAlertList } from '../api/list-alerts';
import { AlertEvidence } from './alert-evidence';
import { AlertFilters } from './alert-filters';

const columns = (onHandle: (alert: Alert, action: AlertAction) => void): DataTableColumn<Alert>[] => [
  { id: 'raised_at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.raised_at) },
  { id: 'kind', header: 'Tipo', sortable: true, hideOnSmall: true, render: (row) => ANOMALY_KIND_LABELS[row.kind] },
  { id: 'partner', header: 'Asociado', render: (row) => row.partner.name },
  { id: 'evidence', header: 'Alerta', render: (row) => <AlertEvidence alert={row} /> },
  {
    id: 'status',
    header: 'Estado',
    sortable: true,
    render: (row) => <StatusChip family="alert" status={row.status} />,
  },
  {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (row) =>
      row.status === 'ABIERTA' ? (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" onClick={() => onHandle(row, 'acknowledge')} aria-label={`Reconocer: ${row.title}`}>
            Reconocer
          </Button>
          <Button
            size="small"
            color="warning"
            onClick={() => onHandle(row, 'dismiss')}
            aria-label={`Descartar: ${row.title}`}
          >
            Descartar
          </Button>
        </Box>
      ) : (
        (row.handled_at && formatDateTime(row.handled_at)) || '—'
      ),
  },
];

/** The alerts of the user's part of the network, with their filters, export and the way to handle each. */
export function AlertsTable({ onHandle }: { onHandle: (alert: Alert, action: AlertAction) => void }) {
  const list = useAlertList();
  return (
    <DataTable
      label="Alertas"
      columns={columns(onHandle)}
      list={list}
      rowKey={(row) => row.id}
      toolbar={<AlertFilters list={list} />}
      emptyText="No hay alertas con estos filtros."
      exportName="alertas"
    />
  );
}
