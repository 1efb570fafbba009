import type { PollaTicket } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InfoDialog } from '@/components/info-dialog';
import { PrintedPollaTicket } from './printed-polla-ticket';

/** A polla ticket as it prints, with Imprimir. */
export function PollaTicketDialog({
  ticket,
  onPrint,
  onClose,
}: {
  ticket: PollaTicket;
  onPrint: (ticket: PollaTicket) => void;
  onClose: () => void;
}) {
  return (
    <InfoDialog
      title={`Ticket ${ticket.serial}`}
      onClose={onClose}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => onPrint(ticket)}>
          Imprimir
        </Button>
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <PrintedPollaTicket ticket={ticket} origin={window.location.origin} />
      </Box>
    </InfoDialog>
  );
}
