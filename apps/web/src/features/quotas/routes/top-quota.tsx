import type { TopQuota } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useTopQuotas } from '../api/top-quotas';
import { TopesTable } from '../components/topes-table';
import { TopeDialog } from '../components/tope-dialog';
import { TopeGlobalDialog } from '../components/tope-global-dialog';

type Open = { kind: 'one'; tope: TopQuota | null } | { kind: 'global' } | null;

/** Registry › Banca › Topes: the banca-wide ceiling per number, draw and bet type. */
export function Component() {
  const topes = useTopQuotas();
  const [open, setOpen] = useState<Open>(null);
  if (topes.isPending) return <Typography color="text.secondary">Cargando topes…</Typography>;
  if (topes.isError) return <Alert severity="error">{errorMessage(topes.error)}</Alert>;
  const { banca, data } = topes.data;
  return (
    <section aria-labelledby="topes-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography id="topes-title" variant="h6" component="h2">
          Topes de {banca.name}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'one', tope: null })}>
            Tope por sorteo
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'global' })}>
            Tope global
          </Button>
        </Stack>
      </Stack>
      <TopesTable topes={data} currency={banca.currency} onEdit={(tope) => setOpen({ kind: 'one', tope })} />
      {open?.kind === 'one' && <TopeDialog tope={open.tope} currency={banca.currency} onClose={() => setOpen(null)} />}
      {open?.kind === 'global' && <TopeGlobalDialog currency={banca.currency} onClose={() => setOpen(null)} />}
    </section>
  );
}
