import type { Partner } from '@banca/contracts';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDeactivateDistributor } from '../api/save-distributor';
import { AffiliatesTable, type DistributorIntent } from '../components/affiliates-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DistributorDialog } from '../components/distributor-dialog';
import { PartnerTree } from '../components/partner-tree';
import { useNetworkView, ViewToggle } from '../components/view-toggle';

/** /admin/registry/affiliates/general: the partner tree as a table or as a tree; distributors' changes. */
export function AffiliatesPage() {
  const [view, setView] = useNetworkView();
  const [open, setOpen] = useState<{ intent: DistributorIntent | 'new'; partner: Partner | null } | null>(null);
  const deactivate = useDeactivateDistributor();
  const close = () => setOpen(null);
  const newButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ intent: 'new', partner: null })}>
      Nuevo distribuidor
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Afiliados y distribuidores"
        actions={
          <>
            <ViewToggle view={view} onChange={setView} />
            {newButton}
          </>
        }
      />
      {view === 'table' ? (
        <AffiliatesTable onIntent={(intent, partner) => setOpen({ intent, partner })} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <PartnerTree />
        </Paper>
      )}
      {(open?.intent === 'new' || open?.intent === 'edit') && (
        <DistributorDialog partner={open.partner} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.intent === 'deactivate'}
        title="Desactivar distribuidor"
        message={`¿Desactivar «${open?.partner?.name ?? ''}»? No debe tener asociados activos ni usuarios activos.`}
        confirmLabel="Desactivar"
        destructive
        busy={deactivate.isPending}
        onConfirm={() => open?.partner && deactivate.mutate(open.partner.id, { onSettled: close })}
        onClose={close}
      />
    </>
  );
}

export const Component = AffiliatesPage;
