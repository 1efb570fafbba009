import type { CashMovement, Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ListSelectFilter } from '@/components/data-table';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { statusOptions } from '@/components/status-chip';
import { useCurrentUser } from '@/features/auth';
import { formatMoney } from '@/lib/format';
import { movementReportOf, useAnnulMovement, useMovementList, type MovementKind } from '../api/movements';
import { useCashTaquillas } from '../api/taquillas';
import { movementColumns } from './movement-columns';
import { AnnulMovementDialog } from './annul-movement-dialog';
import { EditMovementDialog } from './edit-movement-dialog';
import { MovementDialog } from './movement-dialog';
import { CURRENCY_OPTIONS } from './options';

const TEXTS = {
  INGRESO: { title: 'Ingresos', subtitle: 'Dinero que entra a la caja de la taquilla: cuenta en su arqueo al registrarlo o al aprobarlo su agencia.', add: 'Registrar ingreso', file: 'ingresos', one: 'ingreso' },
  EGRESO: { title: 'Egresos', subtitle: 'Dinero que sale de la caja: gastos, pagos de premio y transferencias. Cuenta en el arqueo abierto.', add: 'Registrar egreso', file: 'egresos', one: 'egreso' },
} as const;

/**
 * The incomes or outcomes of the period, with totals and export: the taquilla's own with the form
 * to record one, or (for an agency, `overTaquillas`) those of its taquillas, filtered by taquilla.
 */
export function MovementsScreen({ kind, overTaquillas = false }: { kind: MovementKind; overTaquillas?: boolean }) {
  const texts = TEXTS[kind];
  const dates = useDateRange({ pageParam: 'page' });
  const list = useMovementList(kind, dates.range);
  const report = movementReportOf(list);
  const currency = (useCurrentUser()?.currency ?? 'BS') as Currency;
  const [adding, setAdding] = useState(false);
  const [annulling, setAnnulling] = useState<CashMovement | null>(null);
  const [editing, setEditing] = useState<CashMovement | null>(null);
  const annul = useAnnulMovement(kind);
  const taquillas = useCashTaquillas(overTaquillas);
  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          overTaquillas ? undefined : (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {texts.add}
            </Button>
          )
        }
      />
      <ReportTable
        label={texts.title}
        columns={movementColumns(kind, setAnnulling, setEditing)}
        list={list}
        totals={report?.totals}
        rowKey={(row) => row.id}
        toolbar={
          <>
            <DateRangeFilter dates={dates} label="Período" />
            {overTaquillas && (
              <ListSelectFilter
                list={list}
                filter="partner_id"
                label="Taquilla"
                options={(taquillas.data ?? []).map((taquilla) => ({ value: String(taquilla.id), label: taquilla.name }))}
              />
            )}
            <ListSelectFilter list={list} filter="status" label="Estado" options={statusOptions('cashMovement')} />
            <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />
          </>
        }
        exportName={texts.file}
        emptyText={`No hay ${texts.title.toLowerCase()} en el período`}
      />
      {adding && <MovementDialog kind={kind} currency={currency} onClose={() => setAdding(false)} />}
      {editing && <EditMovementDialog movement={editing} onClose={() => setEditing(null)} />}
      {annulling && (
        <AnnulMovementDialog
          movement={annulling}
          title={`Anular ${texts.one}`}
          message={`¿Anular el ${texts.one} de ${formatMoney(annulling.amount, annulling.currency)}? Deja de contar en el arqueo.`}
          annul={annul}
          onClose={() => setAnnulling(null)}
        />
      )}
    </>
  );
}
