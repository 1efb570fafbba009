import type { PollaTicket, PollaTicketRow } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { PrinterAlert, PrinterButton } from '@/components/printer';
import { showOrToast } from '@/components/toast';
import { usePollaTypes } from '../api/polla-types';
import { fetchPollaTicket, useAnnulPollaTicket, usePollaTicketList } from '../api/tickets';
import { PollaPrintArea, usePollaPrinter } from '../components/polla-print-area';
import { PollaSaleForm } from '../components/polla-sale-form';
import { PollaTicketDialog } from '../components/polla-ticket-dialog';
import { SerialSearch } from '../components/serial-search';
import { PollaTicketTable } from '../components/ticket-table';

/** Polla › Tickets: sell to an identified customer and print; the day's tickets, annul, consult by serial. */
export function Component() {
  const types = usePollaTypes();
  const list = usePollaTicketList();
  const annul = useAnnulPollaTicket();
  const { printing, print, failure, dismissFailure } = usePollaPrinter();
  const [shown, setShown] = useState<PollaTicket | null>(null);
  const [annulling, setAnnulling] = useState<PollaTicketRow | null>(null);

  const open = (serial: string) => showOrToast(fetchPollaTicket(serial), setShown);
  const actions = (row: PollaTicketRow) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => open(row.serial)} aria-label={`Ver el ticket ${row.serial}`}>
        Ver
      </Button>
      {row.status === 'ACTIVO' && (
        <Button
          size="small"
          color="error"
          onClick={() => setAnnulling(row)}
          aria-label={`Anular el ticket ${row.serial}`}
        >
          Anular
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title="Tickets de polla"
        subtitle="Venda a un cliente identificado por su cédula; las ventas cierran con el primer sorteo del día."
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SerialSearch onFind={open} />
            <PrinterButton />
          </Stack>
        }
      />
      <PrinterAlert failure={failure} saved="El ticket ya quedó vendido y guardado." onDismiss={dismissFailure} />
      {types.data && (
        <PollaSaleForm
          types={types.data.filter((type) => type.status === 'ACTIVE')}
          onSold={(ticket) => setShown(ticket)}
        />
      )}
      <PollaTicketTable label="Tickets del día" list={list} exportName="tickets-de-polla" actions={actions} />
      {shown && <PollaTicketDialog ticket={shown} onPrint={print} onClose={() => setShown(null)} />}
      {annulling && (
        <ConfirmDialog
          title="Anular ticket"
          message={`¿Anular el ticket ${annulling.serial} de ${annulling.customer_name}? Su aporte sale de los potes.`}
          confirmLabel="Anular"
          destructive
          busy={annul.isPending}
          onConfirm={() => annul.mutate(annulling.id, { onSettled: () => setAnnulling(null) })}
          onClose={() => setAnnulling(null)}
        />
      )}
      <PollaPrintArea ticket={printing} />
    </>
  );
}
