import { CURRENCY_CODES, type LayOffRow } from '@banca/contracts';
import { ListSelectFilter } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { currencyLabel } from '@/lib/format';
import { moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { useLayOffList, layOffPageOf } from '../api/list-lay-off';
import { OccurrencePicker } from '../components/occurrence-picker';

const currency = (row: LayOffRow) => row.currency;

const COLUMNS: ReportColumn<LayOffRow>[] = [
  { id: 'number', header: 'Número', render: (row) => row.number },
  { id: 'bet_type', header: 'Tipo de jugada', render: (row) => row.bet_type.name },
  moneyColumn({ id: 'sold', header: 'Vendido', currency }),
  { id: 'multiplier', header: 'Multiplicador', align: 'right', hideOnSmall: true, render: (row) => row.multiplier },
  moneyColumn({ id: 'payout', header: 'Pago posible', currency }),
  { ...moneyColumn({ id: 'hold', header: 'Retención', currency }), total: undefined },
  { ...moneyColumn({ id: 'excess', header: 'Exceso', currency }), sortable: true },
  moneyColumn({ id: 'pass_on', header: 'Monto a descargar', currency }),
];

const CURRENCIES = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));

/**
 * Lista de descarga (ADR 058): for a draw, the numbers whose payout passes what the banca retains
 * (its «Umbrales de riesgo»), with the excess and the stake to pass on to another banca.
 */
export function Component() {
  const list = useLayOffList();
  const page = layOffPageOf(list);
  const chosen = list.state.filters.occurrence_id !== undefined;
  return (
    <>
      <PageHeader
        title="Lista de descarga"
        subtitle="Números cuyo pago posible supera lo que la banca retiene (se fija en Umbrales de riesgo), con el exceso y el monto a descargar en otra banca para no pagar más que la retención."
      />
      <ReportTable
        label="Lista de descarga"
        columns={COLUMNS}
        list={list}
        totals={page?.totals}
        rowKey={(row) => `${row.bet_type.id}-${row.number}-${row.currency}`}
        exportName="lista-de-descarga"
        emptyText={
          chosen ? 'Ningún número supera lo que la banca retiene.' : 'Elija un sorteo para ver su lista de descarga.'
        }
        toolbar={
          <>
            <OccurrencePicker list={list} occurrences={page?.occurrences ?? []} />
            <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCIES} />
          </>
        }
      />
    </>
  );
}
