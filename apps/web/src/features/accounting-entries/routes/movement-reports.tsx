import type { AccountEntry } from '@banca/contracts';
import { useDateRange } from '@/components/date-range-filter';
import { moneyColumn, ReportTable } from '@/components/report-table';
import { movementTotalsOf, useMovementList } from '../api/list-movements';
import { entryColumns } from '../components/entry-columns';
import { EntryFilters } from '../components/entry-filters';

const columns = [
  ...entryColumns<AccountEntry>(),
  moneyColumn<AccountEntry>({ id: 'amount', header: 'Monto', sortable: true, currency: (e) => e.currency }),
];

/** Contabilidad › Reporte de movimientos: every entry of the network, by associate, account and dates. */
export function Component() {
  const dates = useDateRange({ defaultPreset: 'this_month', pageParam: 'page' });
  const list = useMovementList(dates.range);
  return (
    <ReportTable
      label="Reporte de movimientos"
      columns={columns}
      list={list}
      totals={movementTotalsOf(list)}
      rowKey={(e) => e.id}
      exportName="movimientos"
      emptyText="No hay movimientos en el período"
      toolbar={<EntryFilters list={list} dates={dates} />}
    />
  );
}
