import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { useCustomerBets } from '../api/public';
import { lookupOfFragment, parseCedula, parseLookup, parseSerial } from '../logic/public-link';
import { BetsTable } from './bets-table';
import { LookupField } from '@/components/lookup-field';

/** What a refused lookup says: the server's own words for a wrong pair or too many lookups. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 429].includes(error.status)) return error.message;
  return 'No se pudieron cargar sus tickets. Intente más tarde.';
}

/**
 * The customer's own tickets, by cédula and the serial (N/S) printed on one of them: a cédula
 * alone shows nothing. The printed ticket's QR code fills both (in the link's fragment).
 */
export function MyTickets() {
  const { hash } = useLocation();
  const [initial] = useState(() => lookupOfFragment(hash));
  const [cedulaText, setCedulaText] = useState(initial.cedula);
  const [serialText, setSerialText] = useState(initial.serial);
  const [lookup, setLookup] = useState(() => parseLookup(initial.cedula, initial.serial));
  const bets = useCustomerBets(lookup);
  const ready = parseLookup(cedulaText, serialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setLookup(ready);
  };
  const cedulaWrong = Boolean(cedulaText) && !parseCedula(cedulaText);
  const serialWrong = Boolean(serialText) && !parseSerial(serialText);
  return (
    <Paper component="section" aria-label="Mis tickets" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Mis tickets
      </Typography>
      <Stack
        component="form"
        aria-label="Buscar mis tickets"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        sx={{ mb: 2 }}
      >
        <LookupField
          id="polla-lookup-cedula"
          label="Cédula"
          value={cedulaText}
          onChange={setCedulaText}
          error={cedulaWrong}
          helperText={cedulaWrong ? 'Escriba la cédula como V-12345678.' : 'Ej.: V-12345678'}
        />
        <LookupField
          id="polla-lookup-serial"
          label="Serial del ticket"
          value={serialText}
          onChange={setSerialText}
          error={serialWrong}
          helperText={serialWrong ? 'El serial tiene 10 dígitos.' : 'Los 10 dígitos de N/S en su ticket'}
          inputMode="numeric"
        />
        <Button type="submit" variant="contained" disabled={!ready} sx={{ alignSelf: 'flex-start' }}>
          Buscar
        </Button>
      </Stack>
      {bets.isError && (
        <Typography role="alert" color="error">
          {failureOf(bets.error)}
        </Typography>
      )}
      {bets.data && <BetsTable bets={bets.data} label="Mis tickets" />}
    </Paper>
  );
}
