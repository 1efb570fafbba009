import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { ApiError } from '@/lib/api-error';
import { useTicketCheck } from '../api/ticket-check';
import { TicketCheckView } from '../components/ticket-check-view';
import { checkOfFragment, parseCheck } from '../logic/ticket-fragment';
import { LookupField } from '@/components/lookup-field';

/** What a refused check says: the server's own words (a wrong pair, too many tries). */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 429].includes(error.status)) return error.message;
  return 'No se pudo consultar el ticket. Intente más tarde.';
}

/**
 * The public check of a ticket (no sign-in, phone first): the ticket's QR opens it with the serial
 * and the code after `#`, which never reach a server; anyone may also type both.
 */
export function Component() {
  useDocumentTitle('Consulta de ticket');
  const { hash } = useLocation();
  const [initial] = useState(() => checkOfFragment(hash));
  const [serial, setSerial] = useState(initial.serial);
  const [code, setCode] = useState(initial.code);
  const [asked, setAsked] = useState(() => parseCheck(initial.serial, initial.code));
  const check = useTicketCheck(asked);
  const ready = parseCheck(serial, code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setAsked(ready);
  };
  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Consulta de ticket
      </Typography>
      <Stack spacing={2}>
        <Paper component="section" aria-label="Datos del ticket" sx={{ p: 2 }}>
          <Stack component="form" aria-label="Consultar un ticket" spacing={1.5} onSubmit={submit}>
            <LookupField
              id="ticket-check-serial"
              label="Serial"
              value={serial}
              onChange={setSerial}
              helperText="Los 10 dígitos impresos en su ticket"
              inputMode="numeric"
            />
            <LookupField
              id="ticket-check-code"
              label="Código"
              value={code}
              onChange={setCode}
              helperText="Las 8 letras o números bajo el código QR"
              autoCapitalize="characters"
            />
            <Button type="submit" variant="contained" disabled={!ready} sx={{ alignSelf: 'flex-start' }}>
              Consultar
            </Button>
          </Stack>
        </Paper>
        {check.isFetching && <Typography role="status">Consultando…</Typography>}
        {check.isError && (
          <Typography role="alert" color="error">
            {failureOf(check.error)}
          </Typography>
        )}
        {check.data && <TicketCheckView check={check.data} />}
      </Stack>
    </Container>
  );
}
