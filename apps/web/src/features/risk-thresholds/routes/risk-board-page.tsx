import type { RiskBoardRow } from '@banca/contracts';
import { PageHeader } from '@/components/page-header';
import { moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { formatDateTime } from '@/lib/format';
import { riskBoardPageOf, useRiskBoard, useRiskBoardLive } from '../api/list-risk-board';
import { RiskBoardCards } from '../components/risk-board-cards';
import { RiskBoardFilters } from '../components/risk-board-filters';
import { UsedBar } from '../components/used-bar';

const currency = (row: RiskBoardRow) => row.currency;

const COLUMNS: ReportColumn<RiskBoardRow>[] = [
  { id: 'draw', header: 'Sorteo', render: (row) => `${row.product.name} · ${row.draw}` },
  { id: 'draw_at', header: 'Hora', hideOnSmall: true, render: (row) => formatDateTime(row.draw_at) },
  { id: 'number', header: 'Número', render: (row) => row.number },
  { id: 'bet_type', header: 'Tipo de jugada', hideOnSmall: true, render: (row) => row.bet_type.name },
  { id: 'partner', header: 'Límite de', hideOnSmall: true, render: (row) => row.partner.name },
  moneyColumn({ id: 'sold', header: 'Vendido', currency }),
  { ...moneyColumn({ id: 'cupo', header: 'Cupo', currency }), total: undefined },
  {
    id: 'used_pct',
    header: '% usado',
    align: 'right',
    sortable: true,
    render: (row) => <UsedBar pct={row.used_pct} />,
  },
  { ...moneyColumn({ id: 'payout', header: 'Pago si sale', currency }), sortable: true },
];

/**
 * Tablero de riesgo (ADR 058): the open draws' numbers against the cupo that holds them, the
 * share used and what each would pay, with every draw's sales and worst case; live (the bell's
 * push reads it again when the banca sells).
 */
export function Component() {
  const list = useRiskBoard();
  useRiskBoardLive();
  const page = riskBoardPageOf(list);
  const draws = page?.draws ?? [];
  const chosen = list.state.filters.occurrence_id;
  const filtered = Object.keys(list.state.filters).length > 0;
  return (
    <>
      <PageHeader
        title="Tablero de riesgo"
        subtitle="Lo vendido por número en los sorteos abiertos contra su cupo, y lo que se pagaría si sale. Se actualiza con cada venta."
      />
      <RiskBoardCards
        draws={chosen ? draws.filter((draw) => String(draw.occurrence_id) === chosen) : draws}
        chosen={chosen}
        onChoose={(id) => list.setFilter('occurrence_id', id)}
      />
      <ReportTable
        label="Tablero de riesgo"
        columns={COLUMNS}
        list={list}
        totals={page?.totals}
        rowKey={(row) => `${row.occurrence_id}-${row.bet_type.id}-${row.number}-${row.partner.id}`}
        exportName="tablero-de-riesgo"
        emptyText={
          filtered
            ? 'Ningún número de los sorteos abiertos cumple los filtros.'
            : 'Ningún número con cupo se ha vendido en los sorteos abiertos.'
        }
        toolbar={<RiskBoardFilters list={list} draws={draws} />}
      />
    </>
  );
}
