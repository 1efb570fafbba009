import { TICKET_STATUS_LABELS, type Ticket } from '@banca/contracts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import { byDraw, drawTitle, playText } from '../logic/receipt-text';
import { ticketQrPayload } from '../logic/ticket-code';
import type { PaperWidth } from '@/lib/escpos/encoder';
import { QrCode } from '@/components/qr-code';

/** A line of a receipt: text on the left, an amount on the right. */
export const receiptRow = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '2mm',
  // The text wraps by words; the amount never splits ("Bs" over "600,00").
  '& > :first-child': { minWidth: 0 },
  '& > :last-child': { whiteSpace: 'nowrap', flexShrink: 0 },
} as const;

/** A date and time on paper, never split across lines ("09:14" over "am"). */
export const receiptDateTime = (value: string | Date) => formatDateTime(value).replace(/ /g, '\u00a0');

/**
 * The paper of every receipt the thermal printer prints: black on white, monospace, one column,
 * as wide as the paper, between the banca's header and footer.
 */
export function ReceiptPaper({
  ticket,
  width,
  testId,
  children,
}: {
  ticket: Ticket;
  width: PaperWidth;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      data-paper-width={width}
      sx={{
        width: `${width - 6}mm`,
        p: '3mm',
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
        fontSize: width === 58 ? '11px' : '13px',
        lineHeight: 1.3,
        color: '#000',
        bgcolor: '#fff',
        '& p': { m: 0 },
        '& hr': { border: 0, borderTop: '1px dashed #000', my: '1.5mm' },
      }}
    >
      <p style={{ textAlign: 'center', whiteSpace: 'pre-line', fontWeight: 700 }}>{ticket.ticket_header}</p>
      <hr />
      <p>{`${ticket.taquilla.name} (${ticket.taquilla.code})`}</p>
      {children}
      <hr />
      <p style={{ textAlign: 'center', whiteSpace: 'pre-line' }}>{ticket.ticket_footer}</p>
    </Box>
  );
}

/** The ticket as sold (or, once annulled, its annulment receipt). */
export function PrintedTicket({ ticket, width }: { ticket: Ticket; width: PaperWidth }) {
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const sold = ticket.plays.filter((play) => BigInt(play.amount) > 0n);
  return (
    <ReceiptPaper ticket={ticket} width={width} testId="printed-ticket">
      <p>{`Ticket: ${ticket.serial}`}</p>
      <p>{`Fecha: ${receiptDateTime(ticket.sold_at)}`}</p>
      {ticket.status === 'ANULADO' && (
        <>
          <p style={{ fontWeight: 700 }}>{`*** ${TICKET_STATUS_LABELS.ANULADO.toUpperCase()} ***`}</p>
          {ticket.annulled_at && <p>{`Anulado: ${receiptDateTime(ticket.annulled_at)}`}</p>}
          {ticket.annul_reason && <p>{`Motivo: ${ticket.annul_reason}`}</p>}
        </>
      )}
      <hr />
      {byDraw(sold).map((plays) => (
        <Box key={plays[0]!.occurrence_id} sx={{ mb: '1mm' }}>
          <p style={{ fontWeight: 700 }}>{drawTitle(plays[0]!, ticket.business_date)}</p>
          {plays.map((play) => (
            <Box key={play.id} sx={receiptRow}>
              <span>{playText(play)}</span>
              <span>{money(play.amount)}</span>
            </Box>
          ))}
        </Box>
      ))}
      <hr />
      <Box sx={{ ...receiptRow, fontWeight: 700 }}>
        <span>TOTAL</span>
        <span>{money(ticket.total)}</span>
      </Box>
      <hr />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1mm' }}>
        <QrCode
          text={ticketQrPayload(ticket.serial, ticket.security_code)}
          label={`Código QR del ticket ${ticket.serial}`}
          widthMm={width === 58 ? 30 : 36}
        />
        <p>{`Código: ${ticket.security_code}`}</p>
      </Box>
    </ReceiptPaper>
  );
}
