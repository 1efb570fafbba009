import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePollaTypes } from '../api/polla-types';
import { usePublicBets, usePublicResults } from '../api/public';
import { BetsTable } from '../components/bets-table';
import { PollaDayFilter } from '../components/polla-day-filter';
import { ResultsTable } from '../components/results-panel';

/** Polla › Resultados: the day's results of the counted draws per polla type, and the standings. */
export function Component() {
  const types = usePollaTypes();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('polla_type')) || types.data?.[0]?.id;
  const date = params.get('date') ?? undefined;
  const type = types.data?.find((t) => t.id === typeId);
  const results = usePublicResults(typeId, date);
  const bets = usePublicBets(typeId, date);
  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <>
      <PageHeader title="Resultados de la polla" subtitle="Los sorteos que cuentan y la tabla de posiciones del día." />
      <PollaDayFilter
        types={types.data ?? []}
        typeId={typeId}
        date={date ?? results.data?.date}
        typeParam="polla_type"
        setParam={setParam}
      />
      {(results.isError || bets.isError) && (
        <Typography color="error">No se pudieron cargar los resultados.</Typography>
      )}
      {types.data?.length === 0 && <Typography>Aún no hay tipos de polla: la banca los configura.</Typography>}
      {typeId !== undefined && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper sx={{ p: 2, minWidth: 260 }}>
            <Typography variant="h6" component="h2">
              Resultados
            </Typography>
            {results.data ? <ResultsTable results={results.data} /> : <Typography>Cargando…</Typography>}
          </Paper>
          <Paper sx={{ p: 2, flex: 1, overflowX: 'auto' }}>
            <Typography variant="h6" component="h2">
              Posiciones
            </Typography>
            {bets.data && type ? <BetsTable bets={bets.data} label="Posiciones" /> : <Typography>Cargando…</Typography>}
          </Paper>
        </Stack>
      )}
    </>
  );
}
