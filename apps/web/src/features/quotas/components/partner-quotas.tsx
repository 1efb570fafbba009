import type { EffectiveQuota } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useEffectiveQuotas } from '../api/get-effective-quotas';
import { EffectiveQuotasTable } from './effective-quotas-table';
import { QuotaDialog } from './quota-dialog';
import { QuotaGlobalDialog } from './quota-global-dialog';

type Open = { kind: 'edit'; entry: EffectiveQuota | null } | { kind: 'global' } | null;

/** The chosen partner's effective cupos, with its own cupos to set and the global save below it. */
export function PartnerQuotas({ partnerId }: { partnerId: number }) {
  const sheet = useEffectiveQuotas(partnerId);
  const [open, setOpen] = useState<Open>(null);
  if (sheet.isPending) return <Typography color="text.secondary">Cargando cupos…</Typography>;
  if (sheet.isError) return <Alert severity="error">{errorMessage(sheet.error)}</Alert>;
  const partner = sheet.data.partner;
  return (
    <section aria-labelledby="effective-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id="effective-title" variant="h6" component="h2">
          Cupos efectivos de {partner.name}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'edit', entry: null })}>
            Nuevo cupo
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'global' })}>
            Cupo global
          </Button>
        </Stack>
      </Stack>
      <EffectiveQuotasTable sheet={sheet.data} onEdit={(entry) => setOpen({ kind: 'edit', entry })} />
      {open?.kind === 'edit' && <QuotaDialog partner={partner} entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === 'global' && <QuotaGlobalDialog partner={partner} onClose={() => setOpen(null)} />}
    </section>
  );
}
