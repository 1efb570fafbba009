import type { RegularQuota } from '@banca/contracts';
import Typography from '@mui/material/Typography';
import { DataTable, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { usePartnerOptions, useProductOptions } from '@/features/registry-common';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useRegularQuotaList } from '../api/list-regular-quotas';

const columns: DataTableColumn<RegularQuota>[] = [
  { id: 'partner', header: 'Asociado', sortable: true, render: (q) => q.partner.name, csv: (q) => q.partner.name },
  { id: 'product', header: 'Producto', sortable: true, render: (q) => q.product.name, csv: (q) => q.product.name },
  { id: 'draw', header: 'Sorteo', render: (q) => q.draw?.name ?? 'Todos', csv: (q) => q.draw?.name ?? 'Todos' },
  {
    id: 'bet_type',
    header: 'Tipo de jugada',
    sortable: true,
    render: (q) => q.bet_type.name,
    csv: (q) => q.bet_type.name,
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
  const partners = usePartnerOptions();
  const products = useProductOptions();
  return (
    <section aria-labelledby="fixed-quotas-title">
      <Typography id="fixed-quotas-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Cupos fijados en la red
      </Typography>
      <DataTable
        label="Cupos fijados"
        columns={columns}
        list={list}
        rowKey={(q) => q.id}
        exportName="cupos"
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
