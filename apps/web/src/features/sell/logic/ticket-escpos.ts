import { TICKET_STATUS_LABELS, type Ticket } from '@banca/contracts';
import { beginDocument, endDocument, title, type PrintOptions } from '@/lib/escpos/document';
import type { EscPos } from '@/lib/escpos/encoder';
import { formatDateTime, formatMoney } from '@/lib/format';
import { byDraw, drawTitle, multiplierText, playText } from './receipt-text';
import { ticketQrPayload } from './ticket-code';

/** The banca's header, the taquilla, what `body` writes, and the banca's footer: every ticket receipt. */
function receipt(ticket: Ticket, options: PrintOptions, body: (doc: EscPos) => void, opensDrawer: boolean) {
  const doc = beginDocument(options);
  title(doc, ticket.ticket_header).rule();
  doc.line(`${ticket.taquilla.name} (${ticket.taquilla.code})`);
  body(doc);
  doc.rule().align('center').line(ticket.ticket_footer).align('left');
  return endDocument(doc, options, opensDrawer);
}

/**
 * The sale ticket as the printer prints it, the same as the print view (`PrintedTicket`): serial,
 * date, the plays by draw, the total, the QR the prize payment reads and the serial's barcode.
 * Once annulled, it is the annulment receipt: the same ticket, marked, with when and why.
 */
export function ticketDocument(ticket: Ticket, options: PrintOptions): Uint8Array {
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const when = (value: string) => formatDateTime(value, options.timeZone);
  const annulled = ticket.status === 'ANULADO';
  return receipt(
    ticket,
    options,
    (doc) => {
      doc.line(`Ticket: ${ticket.serial}`).line(`Fecha: ${when(ticket.sold_at)}`);
      if (annulled) {
        title(doc, `*** ${TICKET_STATUS_LABELS.ANULADO.toUpperCase()} ***`, true);
        if (ticket.annulled_at) doc.line(`Anulado: ${when(ticket.annulled_at)}`);
        if (ticket.annul_reason) doc.line(`Motivo: ${ticket.annul_reason}`);
      }
      doc.rule();
      for (const plays of byDraw(ticket.plays.filter((play) => BigInt(play.amount) > 0n))) {
        doc.bold(true).line(drawTitle(plays[0]!, ticket.business_date)).bold(false);
        for (const play of plays) doc.row(playText(play), money(play.amount));
      }
      doc.rule().bold(true).row('TOTAL', money(ticket.total)).bold(false).rule();
      doc
        .align('center')
        .qr(ticketQrPayload(ticket.serial, ticket.security_code), { size: options.paper === 58 ? 5 : 6 });
      doc.line(`Código: ${ticket.security_code}`).barcode(ticket.serial).align('left');
    },
    !annulled,
  );
}

/**
 * The prize's payout receipt, as `PrintedPayout`: the winning plays, the amount paid, when, where,
 * by whom, and the identified winner.
 */
export function payoutDocument(ticket: Ticket, options: PrintOptions): Uint8Array {
  const money = (minor: string) => formatMoney(minor, ticket.currency);
  const { payment } = ticket;
  return receipt(
    ticket,
    options,
    (doc) => {
      title(doc, 'COMPROBANTE DE PAGO DE PREMIO');
      doc.line(`Ticket: ${ticket.serial}`).line(`Vendido: ${formatDateTime(ticket.sold_at, options.timeZone)}`);
      if (payment) {
        doc.line(`Pagado: ${formatDateTime(payment.paid_at, options.timeZone)}`);
        doc.line(`En: ${payment.taquilla_name}`).line(`Por: ${payment.paid_by}`);
      }
      if (payment?.winner) {
        // The cédula comes masked from the API: the whole number stays in the banca's records.
        doc.rule().bold(true).line('GANADOR').bold(false);
        doc.line(`Nombre: ${payment.winner.name}`).line(`Cédula: ${payment.winner.document}`);
        doc.line(`Teléfono: ${payment.winner.phone}`);
      }
      doc.rule();
      for (const play of ticket.plays.filter((one) => BigInt(one.prize) > 0n)) {
        doc.bold(true).line(play.draw_name).bold(false);
        doc.row(`${playText(play)} ${money(play.amount)} × ${multiplierText(play.multiplier)}`, money(play.prize));
      }
      doc
        .rule()
        .bold(true)
        .row('PAGADO', money(payment?.amount ?? ticket.prize_total))
        .bold(false);
    },
    true,
  );
}
