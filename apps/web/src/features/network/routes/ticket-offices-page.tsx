import type { TicketOffice } from '@banca/contracts';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTicketOfficeAction, type TicketOfficeAction } from '../api/ticket-offices';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TicketOfficeDialog } from '../components/ticket-office-dialog';
import { TicketOfficesTable, type OfficeIntent } from '../components/ticket-offices-table';

const TITLES: Record<TicketOfficeAction, string> = {
  activate: 'Activar taquilla',
  deactivate: 'Desactivar taquilla',
  release: 'Liberar terminal',
  disconnect: 'Registrar desconexión',
};
const QUESTIONS: Record<TicketOfficeAction, string> = {
  activate: '¿Activar la taquilla «{name}»?',
  deactivate: '¿Desactivar la taquilla «{name}»? No debe tener terminal vinculado ni usuarios activos.',
  release: '¿Liberar el terminal de «{name}»? El dispositivo quedará libre para otra taquilla.',
  disconnect: '¿Registrar la desconexión del terminal de «{name}»?',
};

/** /admin/registry/ticket-office/general: taquillas, their status and their terminal. */
export function TicketOfficesPage() {
  const [editing, setEditing] = useState<TicketOffice | 'new' | null>(null);
  const [asking, setAsking] = useState<{ action: TicketOfficeAction; office: TicketOffice } | null>(null);
  const run = useTicketOfficeAction();
  const onIntent = (intent: OfficeIntent, office: TicketOffice) =>
    intent === 'edit' ? setEditing(office) : setAsking({ action: intent, office });
  return (
    <>
      <PageHeader
        title="Taquillas"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Nueva taquilla
          </Button>
        }
      />
      <TicketOfficesTable onIntent={onIntent} />
      {editing && <TicketOfficeDialog office={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(asking)}
        title={asking ? TITLES[asking.action] : ''}
        message={asking ? QUESTIONS[asking.action].replace('{name}', asking.office.name) : ''}
        confirmLabel="Confirmar"
        busy={run.isPending}
        onConfirm={() =>
          asking && run.mutate({ id: asking.office.id, action: asking.action }, { onSettled: () => setAsking(null) })
        }
        onClose={() => setAsking(null)}
      />
    </>
  );
}

export const Component = TicketOfficesPage;
