import type { PollaPrizeCheck, PollaTicketRow } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { showOrToast } from '@/components/toast';
import { fetchPollaPrize, usePollaPrizeList } from '../api/prizes';
import { PollaPrizeDialog } from '../components/prize-dialog';
import { PollaTicketTable } from '../components/ticket-table';

/** The ticket number (N/T) as printed, and Consultar. */
function TicketNumberSearch({ onFind }: { onFind: (id: number) => Promise<void> }) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onFind(Number(text));
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} aria-label="Consultar premio">
      <TextField
        size="small"
        label="N/T del ticket"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="outlined" disabled={!/^\d{1,10}$/.test(text)}>
        Consultar
      </Button>
    </Stack>
  );
}

/** Polla › Premios: the prizes of a day; a ticket's prize, paid once before it expires. */
export function Component() {
  const list = usePollaPrizeList();
  const [check, setCheck] = useState<PollaPrizeCheck | null>(null);
  const open = (id: number) => showOrToast(fetchPollaPrize(id), setCheck);
  const actions = (row: PollaTicketRow) => (
    <Button size="small" onClick={() => open(row.id)} aria-label={`Ver el premio del ticket ${row.serial}`}>
      {row.status === 'PREMIADO' ? 'Pagar' : 'Ver'}
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Premios de la polla"
        subtitle="Un premio se paga una sola vez y vence a los tres días."
        actions={<TicketNumberSearch onFind={open} />}
      />
      <PollaTicketTable label="Premios" list={list} exportName="premios-de-polla" actions={actions} />
      {check && <PollaPrizeDialog check={check} onClose={() => setCheck(null)} />}
    </>
  );
}
