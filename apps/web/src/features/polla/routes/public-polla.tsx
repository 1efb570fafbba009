import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { DayDigestCard } from '@/features/integrity';
import { formatMoney } from '@/lib/format';
import { usePublicBets, usePublicJackpots, usePublicPollaTypes, usePublicResults } from '../api/public';
import { BetsTable } from '../components/bets-table';
import { MyTickets } from '../components/my-tickets';
import { PollaDayFilter } from '../components/polla-day-filter';
import { ResultsTable } from '../components/results-panel';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The public polla page: no sign-in, for phones first; results, potes, the day's bets and a customer's own tickets. */
export function Component() {
  useDocumentTitle('Polla');
  const types = usePublicPollaTypes();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('polla-type')) || types.data?.[0]?.id;
  const date = params.get('date') ?? undefined;
  const type = types.data?.find((t) => t.id === typeId);
  const results = usePublicResults(typeId, date);
  const jackpots = usePublicJackpots(typeId, date);
  const bets = usePublicBets(typeId, date);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const currency = type?.currency ?? 'BS';
  const money = (minor: string) => formatMoney(minor, currency);

  return (
    <Container maxWidth="md" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Polla
      </Typography>
      {types.isError && <Typography color="error">La página no está disponible. Intente más tarde.</Typography>}
      {types.data?.length === 0 && <Typography>No hay pollas activas.</Typography>}
      <PollaDayFilter
        types={types.data ?? []}
        typeId={typeId}
        date={date ?? results.data?.date}
        typeParam="polla-type"
        setParam={setParam}
      />
      <Stack spacing={2}>
        {typeId !== undefined && (
          <>
            <Card title="Potes">
              {jackpots.data ? (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
                  <Typography>{`Primer acumulado: ${money(jackpots.data.daily?.first_amount ?? '0')}`}</Typography>
                  <Typography>{`Segundo acumulado: ${money(jackpots.data.daily?.second_amount ?? '0')}`}</Typography>
                  <Typography>{`Pote semanal: ${money(jackpots.data.weekly?.amount ?? '0')}`}</Typography>
                </Box>
              ) : (
                <Typography>Cargando…</Typography>
              )}
            </Card>
            <Card title="Resultados">
              {results.data ? <ResultsTable results={results.data} /> : <Typography>Cargando…</Typography>}
            </Card>
          </>
        )}
        <MyTickets />
        {typeId !== undefined && (
          <Card title="Jugadas del día">
            {bets.data ? <BetsTable bets={bets.data} label="Jugadas del día" /> : <Typography>Cargando…</Typography>}
          </Card>
        )}
        <DayDigestCard />
      </Stack>
    </Container>
  );
}
