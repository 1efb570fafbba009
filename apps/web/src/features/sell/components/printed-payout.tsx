import type { PaidWinner, Ticket } from '@banca/contracts';
import Box from '@mui/material/Box';
import { formatMoney } from '@/lib/format';
import { multiplierText, playText } from '../logic/receipt-text';
import { ReceiptPaper, receiptDateTime, receiptRow } from './printed-ticket';
import type { PaperWidth } from '@/lib/escpos/encoder';

/** The identified winner, as the API gives it: the cédula already masked but for its last digits. */
const PrintedWinner = ({ winner }: { winner: PaidWinner }) => (
  <>
    <hr />
    <p style={{ fontWeight: 700 }}>GANADOR</p>
    <p>{`Nombre: ${winner.name}`}</p>
    <p>{`Cédula: ${winner.document}`}</p>
    <p>{`Teléfono: ${winner.phone}`}</p>
  </>
);

/**
 * The payout receipt the customer takes when a prize is paid: the ticket, its winning plays,
 * the amount paid, when, where and by whom, and the winner when the banca identifies it.
 */
export function PrintedPayout({ ticket, width }: { ticket: Ticket; width: PaperWidth }) {
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const winners = ticket.plays.filter((play) => BigInt(play.prize) > 0n);
  const payment = ticket.payment;
  return (
    <ReceiptPaper ticket={ticket} width={width} testId="printed-payout">
      <p style={{ textAlign: 'center', fontWeight: 700 }}>COMPROBANTE DE PAGO DE PREMIO</p>
      <p>{`Ticket: ${ticket.serial}`}</p>
      <p>{`Vendido: ${receiptDateTime(ticket.sold_at)}`}</p>
      {payment && (
        <>
          <p>{`Pagado: ${receiptDateTime(payment.paid_at)}`}</p>
          <p>{`En: ${payment.taquilla_name}`}</p>
          <p>{`Por: ${payment.paid_by}`}</p>
        </>
      )}
      {payment?.winner && <PrintedWinner winner={payment.winner} />}
      <hr />
      {winners.map((play) => (
        <Box key={play.id} sx={{ mb: '1mm' }}>
          <p style={{ fontWeight: 700 }}>{play.draw_name}</p>
          <Box sx={receiptRow}>
            <span>{`${playText(play)} ${money(play.amount)} × ${multiplierText(play.multiplier)}`}</span>
            <span>{money(play.prize)}</span>
          </Box>
        </Box>
      ))}
      <hr />
      <Box sx={{ ...receiptRow, fontWeight: 700 }}>
        <span>PAGADO</span>
        <span>{money(payment?.amount ?? ticket.prize_total)}</span>
      </Box>
    </ReceiptPaper>
  );
}
