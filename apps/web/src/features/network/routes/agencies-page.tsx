import type { Agency } from '@banca/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSession } from '@/features/auth';
import { useDeactivateAgency } from '../api/save-agency';
import { AgenciesTable, type AgencyDialog } from '../components/agencies-table';
import { AgencyCloneDialog } from '../components/agency-clone-dialog';
import { AgencyConfigDialog } from '../components/agency-config-dialog';
import { AgencyCreateDialog } from '../components/agency-create-dialog';
import { AgencyEditDialog } from '../components/agency-edit-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** /admin/registry/agencies/general: the agencies below the user, created by steps, cloned, edited. */
export function AgenciesPage() {
  const currency = useSession().user?.currency ?? 'BS';
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ dialog: AgencyDialog; agency: Agency } | null>(null);
  const deactivate = useDeactivateAgency();
  const close = () => setOpen(null);
  return (
    <section aria-label="Agencias">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Nueva agencia
        </Button>
      </Box>
      <AgenciesTable onAction={(dialog, agency) => setOpen({ dialog, agency })} />
      <AgencyCreateDialog open={creating} onClose={() => setCreating(false)} currency={currency} />
      {open?.dialog === 'edit' && <AgencyEditDialog agency={open.agency} onClose={close} />}
      {open?.dialog === 'clone' && <AgencyCloneDialog source={open.agency} onClose={close} />}
      {open?.dialog === 'config' && <AgencyConfigDialog agency={open.agency} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'deactivate'}
        title="Desactivar agencia"
        message={`¿Desactivar la agencia «${open?.agency.name ?? ''}»? Sus taquillas deben estar inactivas.`}
        confirmLabel="Desactivar"
        destructive
        busy={deactivate.isPending}
        onConfirm={() => open && deactivate.mutate(open.agency.id, { onSettled: close })}
        onClose={close}
      />
    </section>
  );
}

export const Component = AgenciesPage;
