import type { Commission } from '@banca/contracts';
import Typography from '@mui/material/Typography';
import { DataTable, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { usePartnerOptions, useProductOptions } from '@/features/registry-common';
import { formatDateTime } from '@/lib/format';
import { useCommissionList } from '../api/list-commissions';
import { percentText } from './commission-form';

const columns: DataTableColumn<Commission>[] = [
  { id: 'partner', header: 'Asociado', sortable: true, render: (c) => c.partner.name, csv: (c) => c.partner.name },
  { id: 'product', header: 'Producto', sortable: true, render: (c) => c.product.name, csv: (c) => c.product.name },
  {
    id: 'bet_type',
    header: 'Tipo de jugada',
    render: (c) => c.bet_type?.name ?? 'Todos',
    csv: (c) => c.bet_type?.name ?? 'Todos',
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
  const partners = usePartnerOptions();
  const products = useProductOptions();
  return (
    <section aria-labelledby="commissions-list-title">
      <Typography id="commissions-list-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Comisiones fijadas en la red
      </Typography>
      <DataTable
        label="Comisiones fijadas"
        columns={columns}
        list={list}
        rowKey={(c) => c.id}
        exportName="comisiones"
        toolbar={
          <>
            <ListSelectFilter
              list={list}
              filter="partner_id"
              label="Asociado (y su red)"
              options={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
            <ListSelectFilter
              list={list}
              filter="product_id"
              label="Producto"
              options={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </>
        }
      />
    </section>
  );
}
