import type { RegularQuota } from '@banca/contracts';
import type { DataTableColumn } from '@/components/data-table';
import { NetworkSettingsTable } from '@/features/registry-common';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useRegularQuotaList } from '../api/list-regular-quotas';

const columns: DataTableColumn<RegularQuota>[] = [
  { id: 'draw', header: 'Sorteo', render: (q) => q.draw?.name ?? 'Todos' },
  {
    id: 'bet_type',
    header: 'Tipo de jugada',
    sortable: true,
    render: (q) => q.bet_type.name,
  },
  { id: 'amount', header: 'Cupo', sortable: true, align: 'right', render: (q) => formatMoney(q.amount, q.currency) },
  {
    id: 'updated_at',
    header: 'Actualizado',
    sortable: true,
    hideOnSmall: true,
    render: (q) => formatDateTime(q.updated_at),
  },
];

/** Every cupo set in the subtree (own rows only), paged and filtered. */
export function FixedQuotasTable() {
  const list = useRegularQuotaList();
  return (
    <NetworkSettingsTable
      id="fixed-quotas-title"
      title="Cupos fijados en la red"
      label="Cupos fijados"
      columns={columns}
      list={list}
      exportName="cupos"
    />
  );
}
