import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

/** A serial and Consultar: the ticket opens where the screen shows it. */
export function SerialSearch({ onFind }: { onFind: (serial: string) => Promise<unknown> }) {
  const [serial, setSerial] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onFind(serial.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} aria-label="Consultar por serial">
      <TextField size="small" label="Serial" value={serial} onChange={(e) => setSerial(e.target.value)} />
      <Button type="submit" variant="outlined" disabled={busy || !/^\d{10}$/.test(serial.trim())}>
        Consultar
      </Button>
    </Stack>
  );
}
