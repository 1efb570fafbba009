import type { CommissionEntry } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { usePartnerCommissions } from '../api/get-partner-commissions';
import { CommissionDialog } from './commission-dialog';
import { CommissionGlobalDialog } from './commission-global-dialog';
import { CommissionSheetTable } from './commission-sheet-table';

type Open = { kind: 'edit'; entry: CommissionEntry | null } | { kind: 'global' } | null;

/** The chosen partner's commissions, editable one by one, and the global save to those below it. */
export function PartnerCommissions({ partnerId }: { partnerId: number }) {
  const sheet = usePartnerCommissions(partnerId);
  const [open, setOpen] = useState<Open>(null);
  if (sheet.isPending) return <Typography color="text.secondary">Cargando comisiones…</Typography>;
  if (sheet.isError) return <Alert severity="error">{errorMessage(sheet.error)}</Alert>;
  const partner = sheet.data.partner;
  return (
    <section aria-labelledby="sheet-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id="sheet-title" variant="h6" component="h2">
          Comisiones de {partner.name}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'edit', entry: null })}>
            Nueva comisión
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'global' })}>
            Comisión global
          </Button>
        </Stack>
      </Stack>
      <CommissionSheetTable sheet={sheet.data} onEdit={(entry) => setOpen({ kind: 'edit', entry })} />
      {open?.kind === 'edit' && <CommissionDialog partner={partner} entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === 'global' && <CommissionGlobalDialog partner={partner} onClose={() => setOpen(null)} />}
    </section>
  );
}
