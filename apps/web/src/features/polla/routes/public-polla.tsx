import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { formatMoney } from '@/lib/format';
import {
  useCustomerBets,
  usePublicBets,
  usePublicJackpots,
  usePublicPollaTypes,
  usePublicResults,
} from '../api/public';
import { BetsTable } from '../components/bets-table';
import { PollaDayFilter } from '../components/polla-day-filter';
import { ResultsTable } from '../components/results-panel';
import { parseCedula } from '../logic/public-link';

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

/** The customer's own tickets by cédula (the printed ticket's QR code fills it). */
function MyTickets() {
  const [params, setParams] = useSearchParams();
  const cedula = parseCedula(params.get('cedula'));
  const [text, setText] = useState(cedula ? `${cedula.id_type}-${cedula.id_number}` : '');
  const bets = useCustomerBets(cedula);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set('cedula', text.trim().toUpperCase());
    setParams(next);
  };
  return (
    <Card title="Mis tickets">
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Cédula (V-12345678)"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(text) && !parseCedula(text)}
        />
        <Button type="submit" variant="contained" disabled={!parseCedula(text)}>
          Buscar
        </Button>
      </Stack>
      {bets.isError && <Typography color="error">No se pudieron cargar sus tickets. Intente más tarde.</Typography>}
      {bets.data && <BetsTable bets={bets.data} label="Mis tickets" />}
    </Card>
  );
}

/** The public polla page: no sign-in, for phones first; results, pots, the day's bets and a customer's own tickets. */
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
      </Stack>
    </Container>
  );
}
