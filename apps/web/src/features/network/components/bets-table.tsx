import { BETS_CONFIG_SOURCE_LABELS, type AgencyBetsConfig, type Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import {
  DataTable,
  ListSearchField,
  ListSelectFilter,
  type DataTableColumn,
  type ListQuery,
} from '@/components/data-table';
import { formatMoney } from '@/lib/format';

const money = (
  id: 'min_per_play' | 'max_per_play' | 'max_per_ticket',
  header: string,
): DataTableColumn<AgencyBetsConfig> => ({
  id,
  header,
  align: 'right',
  render: (row) => formatMoney(row[id], row.currency as Currency),
});

const SOURCE_OPTIONS = (Object.keys(BETS_CONFIG_SOURCE_LABELS) as (keyof typeof BETS_CONFIG_SOURCE_LABELS)[]).map(
  (value) => ({
    value,
    label: BETS_CONFIG_SOURCE_LABELS[value],
  }),
);

/** Each agency's effective bets settings, and where they come from. */
export function BetsTable({
  list,
  onEdit,
}: {
  list: ListQuery<AgencyBetsConfig>;
  onEdit: (row: AgencyBetsConfig) => void;
}) {
  const columns: DataTableColumn<AgencyBetsConfig>[] = [
    { id: 'agency_code', header: 'Código', sortable: true },
    { id: 'agency_name', header: 'Agencia', sortable: true },
    { id: 'source', header: 'Origen', sortable: true, render: (row) => BETS_CONFIG_SOURCE_LABELS[row.source] },
    money('min_per_play', 'Mín. por jugada'),
    money('max_per_play', 'Máx. por jugada'),
    money('max_per_ticket', 'Máx. por ticket'),
    { id: 'minutes_before_close', header: 'Min. antes del cierre', align: 'right', hideOnSmall: true },
    { id: 'annulment_window_minutes', header: 'Ventana de anulación', align: 'right', hideOnSmall: true },
    { id: 'max_annulments_per_day', header: 'Anulaciones por día', align: 'right', hideOnSmall: true },
    { id: 'prize_validity_days', header: 'Validez (días)', align: 'right', hideOnSmall: true },
    {
      id: 'actions',
      header: 'Acciones',
      render: (row) => (
        <Button size="small" onClick={() => onEdit(row)} aria-label={`Editar la configuración de ${row.agency_code}`}>
          Editar
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Configuración de jugadas por agencia"
      columns={columns}
      list={list}
      rowKey={(row) => row.agency_id}
      exportName="configuracion-jugadas"
      toolbar={
        <>
          <ListSearchField list={list} label="Buscar agencia" />
          <ListSelectFilter list={list} filter="source" label="Origen" options={SOURCE_OPTIONS} />
        </>
      }
    />
  );
}
