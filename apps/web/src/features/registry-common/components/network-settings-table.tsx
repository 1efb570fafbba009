import Typography from '@mui/material/Typography';
import { DataTable, ListSelectFilter, type DataTableColumn, type ListQuery } from '@/components/data-table';
import { usePartnerOptions } from '../api/list-partner-options';
import { useProductOptions } from '../api/list-catalogue-options';

interface Named {
  readonly id: number;
  readonly name: string;
}

/** A setting one partner holds for one product (a cupo, a commission), as the network lists return it. */
export interface NetworkSettingRow {
  readonly id: number;
  readonly partner: Named;
  readonly product: Named;
}

function partnerProductColumns<Row extends NetworkSettingRow>(): DataTableColumn<Row>[] {
  return [
    { id: 'partner', header: 'Asociado', sortable: true, render: (r) => r.partner.name },
    { id: 'product', header: 'Producto', sortable: true, render: (r) => r.product.name },
  ];
}

/**
 * Every setting of one kind fixed in the caller's subtree, paged, under its own heading:
 * Asociado and Producto come first (sortable, and filters: a partner with its network, a product),
 * then the kind's own `columns`.
 */
export function NetworkSettingsTable<Row extends NetworkSettingRow>({
  id,
  title,
  label,
  columns,
  list,
  exportName,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  label: string;
  columns: readonly DataTableColumn<Row>[];
  list: ListQuery<Row>;
  exportName: string;
}) {
  const partners = usePartnerOptions();
  const products = useProductOptions();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {title}
      </Typography>
      <DataTable
        label={label}
        columns={[...partnerProductColumns<Row>(), ...columns]}
        list={list}
        rowKey={(row) => row.id}
        exportName={exportName}
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
