import type { Rate } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, ListDayFilter, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime, formatRate } from '@/lib/format';
import { useRateList, useRateTypes } from '../api/rates';
import { RateDialog } from '../components/rate-dialog';

const columns: DataTableColumn<Rate>[] = [
  { id: 'business_date', header: 'Fecha', sortable: true, render: (r) => formatDate(r.business_date) },
  { id: 'partner_name', header: 'Asociado', sortable: true },
  { id: 'rate_type_codigo', header: 'Tipo', render: (r) => `${r.rate_type_codigo} · ${r.rate_type_nombre}` },
  {
    id: 'rate',
    header: 'Tasa',
    align: 'right',
    render: (r) => formatRate(r.rate, r.currency),
  },
  {
    id: 'updated_at',
    header: 'Registrada',
    hideOnSmall: true,
    render: (r) => `${formatDateTime(r.updated_at)} · ${r.created_by ?? ''}`,
  },
];

/** Administrativo › Tasa de cambio: the rate of each day and type, and its history. */
export function Component() {
  const list = useRateList();
  const types = useRateTypes();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Tasa de cambio"
        subtitle="Cuántas unidades de su moneda compra un dólar cada día; el balance convierte a dólares con la tasa BCV del día."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Registrar tasa
          </Button>
        }
      />
      <DataTable
        label="Historial de tasas"
        columns={columns}
        list={list}
        rowKey={(r) => r.id}
        exportName="tasas"
        emptyText="No hay tasas registradas"
        toolbar={
          <>
            <ListSelectFilter
              list={list}
              filter="rate_type_id"
              label="Tipo de tasa"
              options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.codigo }))}
            />
            <ListDayFilter list={list} filter="from_date" label="Desde" />
            <ListDayFilter list={list} filter="to_date" label="Hasta" />
          </>
        }
      />
      {creating && <RateDialog onClose={() => setCreating(false)} />}
    </>
  );
}
