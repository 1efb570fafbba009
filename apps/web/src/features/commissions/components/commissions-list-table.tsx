import type { Commission } from '@banca/contracts';
import type { DataTableColumn } from '@/components/data-table';
import { NetworkSettingsTable } from '@/features/registry-common';
import { formatDateTime } from '@/lib/format';
import { useCommissionList } from '../api/list-commissions';
import { percentText } from './commission-form';

const columns: DataTableColumn<Commission>[] = [
  {
    id: 'bet_type',
    header: 'Tipo de jugada',
    render: (c) => c.bet_type?.name ?? 'Todos',
  },
  {
    id: 'commission_pct',
    header: 'Comisión',
    sortable: true,
    align: 'right',
    render: (c) => percentText(c.commission_pct),
  },
  {
    id: 'participation_pct',
    header: 'Participación',
    align: 'right',
    hideOnSmall: true,
    render: (c) => percentText(c.participation_pct),
  },
  {
    id: 'updated_at',
    header: 'Actualizada',
    sortable: true,
    hideOnSmall: true,
    render: (c) => formatDateTime(c.updated_at),
  },
];

/** Every commission set in the subtree, paged and filtered. */
export function CommissionsListTable() {
  const list = useCommissionList();
  return (
    <NetworkSettingsTable
      id="commissions-list-title"
      title="Comisiones fijadas en la red"
      label="Comisiones fijadas"
      columns={columns}
      list={list}
      exportName="comisiones"
    />
  );
}
