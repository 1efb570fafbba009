import { RISK_THRESHOLD_KIND_LABELS, type RiskThreshold } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { useRiskThresholdList } from '../api/list-risk-thresholds';

export interface ThresholdActions {
  edit: (threshold: RiskThreshold) => void;
  toggle: (threshold: RiskThreshold) => void;
}

const valueOf = (threshold: RiskThreshold) =>
  threshold.percent !== null
    ? formatPercent(String(threshold.percent))
    : `${threshold.kind === 'HOLD_LIABILITY' ? 'retiene' : 'más de'} ${formatMoney(threshold.amount ?? '0', threshold.currency ?? 'BS')}`;

const reachOf = (threshold: RiskThreshold) =>
  threshold.product
    ? threshold.product.name
    : threshold.lottery
      ? `Lotería ${threshold.lottery.name}`
      : 'Todos los productos';

const columns = (actions: ThresholdActions | null): DataTableColumn<RiskThreshold>[] => [
  { id: 'kind', header: 'Umbral', sortable: true, render: (row) => RISK_THRESHOLD_KIND_LABELS[row.kind] },
  { id: 'percent', header: 'Valor', sortable: true, align: 'right', render: valueOf },
  { id: 'reach', header: 'Alcance', render: reachOf },
  {
    id: 'active',
    header: 'Estado',
    render: (row) => <StatusChip family="catalogue" status={row.active ? 'ACTIVE' : 'INACTIVE'} />,
  },
  {
    id: 'updated_at',
    header: 'Actualizado',
    sortable: true,
    hideOnSmall: true,
    render: (row) => formatDateTime(row.updated_at),
  },
  ...(actions
    ? [
        {
          id: 'actions',
          header: 'Acciones',
          align: 'right' as const,
          render: (row: RiskThreshold) => (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => actions.edit(row)} aria-label={`Editar el umbral ${valueOf(row)}`}>
                Editar
              </Button>
              <Button
                size="small"
                color={row.active ? 'error' : 'primary'}
                onClick={() => actions.toggle(row)}
                aria-label={`${row.active ? 'Desactivar' : 'Activar'} el umbral ${valueOf(row)}`}
              >
                {row.active ? 'Desactivar' : 'Activar'}
              </Button>
            </Box>
          ),
        },
      ]
    : []),
];

/** The banca's thresholds; with `actions`, each row can be edited and turned off or on. */
export function RiskThresholdsTable({ actions }: { actions: ThresholdActions | null }) {
  const list = useRiskThresholdList();
  return (
    <DataTable
      label="Umbrales de riesgo"
      columns={columns(actions)}
      list={list}
      rowKey={(row) => row.id}
      emptyText="La banca no tiene umbrales de riesgo."
    />
  );
}
