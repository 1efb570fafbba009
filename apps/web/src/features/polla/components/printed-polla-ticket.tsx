import { POLLA_EXPIRY_LINE, type PollaTicket } from '@banca/contracts';
import Box from '@mui/material/Box';
import { QrCode } from '@/components/qr-code';
import { dayjs, formatMoney } from '@/lib/format';
import { publicLinkOf } from '../logic/public-link';

const row = { display: 'flex', justifyContent: 'space-between', gap: '2mm' } as const;

/**
 * The polla ticket as printed: date, time, ticket number (N/T) and serial (N/S), the agency, one
 * block per counted draw with its picks, the total, the customer, the expiry line and the QR
 * code that opens the public page on the customer's tickets (its cédula and this serial).
 */
export function PrintedPollaTicket({ ticket, origin }: { ticket: PollaTicket; origin: string }) {
  const sold = dayjs(ticket.sold_at);
  const { customer } = ticket;
  return (
    <Box
      data-testid="printed-polla-ticket"
      sx={{
        width: '74mm',
        p: '3mm',
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
        fontSize: '13px',
        lineHeight: 1.3,
        color: '#000',
        bgcolor: '#fff',
        '& p': { m: 0 },
        '& hr': { border: 0, borderTop: '1px dashed #000', my: '1.5mm' },
      }}
    >
      <p style={{ textAlign: 'center', fontWeight: 700 }}>{ticket.polla_type_name}</p>
      <hr />
      <p>{`FECHA: ${sold.format('DD/MM/YYYY')}`}</p>
      <p>{`HORA: ${sold.format('hh:mm a')}`}</p>
      <p>{`N/T: ${ticket.id}`}</p>
      <p>{`N/S: ${ticket.serial}`}</p>
      <p>{`AGENCIA: ${ticket.agency_name}`}</p>
      <hr />
      {ticket.draws.map((draw) => (
        <Box key={draw.occurrence_id} sx={{ mb: '1mm' }}>
          <p style={{ fontWeight: 700 }}>{`SORTEO ${draw.draw_time}`}</p>
          {draw.picks.map((pick) => (
            <p key={pick.number}>{`${pick.number} ${pick.name}`}</p>
          ))}
        </Box>
      ))}
      <hr />
      <Box sx={row}>
        <span>TOTAL TICKET</span>
        <span>{formatMoney(ticket.price, ticket.currency)}</span>
      </Box>
      <hr />
      <p>{`CLIENTE: ${customer.first_name} ${customer.last_name}`}</p>
      <p>{`C.I.: ${customer.id_type}-${customer.id_number}`}</p>
      <p>{`TLF: ${customer.phone}`}</p>
      <hr />
      <p style={{ textAlign: 'center', fontWeight: 700 }}>{POLLA_EXPIRY_LINE}</p>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: '2mm' }}>
        <QrCode text={publicLinkOf(origin, ticket)} label="Código QR de la página pública de la polla" widthMm={30} />
      </Box>
    </Box>
  );
}
