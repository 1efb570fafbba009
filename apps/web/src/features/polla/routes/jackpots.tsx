import type { Pote } from '@banca/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, ListDayFilter, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { dayjs, formatDate, formatMoney } from '@/lib/format';
import { usePollaTypes } from '../api/polla-types';
import { useCurrentPote, usePoteList, usePoteSummary, type PoteKind } from '../api/jackpots';
import { CurrentPote } from '../components/current-pote';
import { PollaTypesDialog } from '../components/polla-types-dialog';
import { PoteSummaryTable } from '../components/pote-summary';

const day = (date: string) => formatDate(`${date}T12:00:00`);

const columns = (daily: boolean): DataTableColumn<Pote>[] => [
  { id: 'start_date', header: daily ? 'Fecha' : 'Semana del', sortable: true, render: (p) => day(p.start_date) },
  { id: 'tickets', header: 'Tickets', align: 'right' },
  { id: 'sold', header: 'Ventas', align: 'right', render: (p) => formatMoney(p.sold, p.currency) },
  {
    id: 'first_amount',
    header: daily ? 'Primer acumulado' : 'Acumulado',
    align: 'right',
    render: (p) => formatMoney(p.first_amount, p.currency),
  },
  ...(daily
    ? [
        {
          id: 'second_amount',
          header: 'Segundo acumulado',
          align: 'right' as const,
          render: (p: Pote) => formatMoney(p.second_amount, p.currency),
        },
      ]
    : []),
  { id: 'status', header: 'Estado', render: (p) => (p.status === 'OPEN' ? 'Abierto' : 'Cerrado') },
];

/** Gestión de juegos › Polla › Potes diarios / semanales: the pote in course, its payments, the potes and their summary. */
export function JackpotsScreen({ kind }: { kind: PoteKind }) {
  const daily = kind === 'daily';
  const types = usePollaTypes();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('polla_type')) || types.data?.[0]?.id;
  const current = useCurrentPote(kind, typeId);
  const list = usePoteList(kind, typeId, current.isSuccess);
  const today = dayjs().format('YYYY-MM-DD');
  const from = list.state.filters.start_date ?? dayjs().subtract(6, 'day').format('YYYY-MM-DD');
  const to = list.state.filters.end_date ?? today;
  const summary = usePoteSummary(kind, typeId, from, to, current.isSuccess);
  const [configuring, setConfiguring] = useState(false);
  const chooseType = (value: string) =>
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      next.set('polla_type', value);
      return next;
    });

  return (
    <>
      <PageHeader
        title={daily ? 'Potes diarios' : 'Potes semanales'}
        subtitle="Cada pote es la suma de sus movimientos: ventas, anulaciones, abonos, arrastres y premios."
        actions={<Button onClick={() => setConfiguring(true)}>Tipos de polla</Button>}
      />
      {types.data?.length === 0 && <Typography>No hay tipos de polla: cree uno en «Tipos de polla».</Typography>}
      {types.data && types.data.length > 0 && (
        <TextField
          select
          size="small"
          label="Tipo de polla"
          value={typeId ?? ''}
          onChange={(e) => chooseType(e.target.value)}
          sx={{ minWidth: 220, mb: 2 }}
        >
          {types.data.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {current.isError && <Typography color="error">No se pudo cargar el pote en curso.</Typography>}
      {current.data && <CurrentPote kind={kind} pote={current.data} />}
      {typeId !== undefined && (
        <>
          <DataTable
            label={daily ? 'Potes diarios' : 'Potes semanales'}
            columns={columns(daily)}
            list={list}
            rowKey={(p) => p.id}
            toolbar={
              <>
                <ListDayFilter list={list} filter="start_date" label="Desde" />
                <ListDayFilter list={list} filter="end_date" label="Hasta" />
              </>
            }
            exportName={daily ? 'potes-diarios' : 'potes-semanales'}
          />
          <Paper component="section" aria-label="Resumen del período" sx={{ p: 2, mt: 3 }}>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">{`Resumen del ${day(from)} al ${day(to)}`}</Typography>
              {summary.data && <PoteSummaryTable summary={summary.data} daily={daily} />}
            </Stack>
          </Paper>
        </>
      )}
      {configuring && <PollaTypesDialog onClose={() => setConfiguring(false)} />}
    </>
  );
}
