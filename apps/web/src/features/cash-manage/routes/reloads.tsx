import Button from '@mui/material/Button';
import { useState } from 'react';
import { ListSelectFilter } from '@/components/data-table';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import type { CashMovement } from '@banca/contracts';
import {
  AnnulMovementDialog,
  CURRENCY_OPTIONS,
  EditMovementDialog,
  movementActionsColumn,
  useAnnulReload,
} from '@/features/cash';
import { formatMoney } from '@/lib/format';
import { totalsOf, useReloadList } from '../api/watch-lists';
import { ReloadDialog } from '../components/reload-dialog';
import { TaquillaFilter } from '../components/taquilla-filter';
import { reloadColumns } from '../components/watch-columns';

/** Administración de caja › Recargas: the money sent to the taquillas, and a new one to one or to all. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useReloadList(dates.range);
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState<CashMovement | null>(null);
  const [annulling, setAnnulling] = useState<CashMovement | null>(null);
  const annul = useAnnulReload();
  const columns = [...reloadColumns, movementActionsColumn(setAnnulling, setEditing)];
  return (
    <>
      <PageHeader
        title="Recargas"
        subtitle="Dinero que el banco envía a una taquilla o, global, a todas: cuenta en el arqueo abierto de cada una."
        actions={
          <Button variant="contained" onClick={() => setSending(true)}>
            Enviar recarga
          </Button>
        }
      />
      <ReportTable
        label="Recargas"
        columns={columns}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => row.id}
        toolbar={
          <>
            <DateRangeFilter dates={dates} label="Período" />
            <TaquillaFilter list={list} />
            <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />
          </>
        }
        exportName="recargas"
        emptyText="No hay recargas en el período"
      />
      {sending && <ReloadDialog onClose={() => setSending(false)} />}
      {editing && <EditMovementDialog movement={editing} onClose={() => setEditing(null)} />}
      {annulling && (
        <AnnulMovementDialog
          movement={annulling}
          title="Anular recarga"
          message={`¿Anular la recarga de ${formatMoney(annulling.amount, annulling.currency)} a ${annulling.taquilla_name}? Deja de contar en su arqueo.`}
          annul={annul}
          onClose={() => setAnnulling(null)}
        />
      )}
    </>
  );
}
