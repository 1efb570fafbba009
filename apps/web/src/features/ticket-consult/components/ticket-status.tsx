import { TICKET_STATUS_LABELS, type TicketStatus } from '@banca/contracts';
import Chip from '@mui/material/Chip';

const COLORS: Record<TicketStatus, 'default' | 'success' | 'error' | 'warning' | 'info' | 'primary'> = {
  ACTIVO: 'info',
  ANULADO: 'error',
  PREMIADO: 'success',
  PERDEDOR: 'default',
  PAGADO: 'primary',
  VENCIDO: 'warning',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <Chip size="small" variant="outlined" label={TICKET_STATUS_LABELS[status]} color={COLORS[status]} />;
}
