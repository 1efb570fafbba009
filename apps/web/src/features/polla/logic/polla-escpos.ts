import { POLLA_EXPIRY_LINE, type PollaTicket } from '@banca/contracts';
import { beginDocument, endDocument, title, type PrintOptions } from '@/lib/escpos/document';
import { dayjs, formatMoney } from '@/lib/format';
import { publicLinkOf } from './public-link';

/**
 * The polla ticket as the printer prints it, the same as the print view (`PrintedPollaTicket`):
 * date, time, N/T and N/S, the agency, each draw's picks, the total, the customer, the expiry
 * line and the QR of the public page on the customer's tickets.
 */
export function pollaDocument(ticket: PollaTicket, origin: string, options: PrintOptions): Uint8Array {
  const sold = options.timeZone ? dayjs(ticket.sold_at).tz(options.timeZone) : dayjs(ticket.sold_at);
  const { customer } = ticket;
  const doc = beginDocument(options);
  title(doc, ticket.polla_type_name, true).rule();
  doc.line(`FECHA: ${sold.format('DD/MM/YYYY')}`).line(`HORA: ${sold.format('hh:mm a')}`);
  doc.line(`N/T: ${ticket.id}`).line(`N/S: ${ticket.serial}`).line(`AGENCIA: ${ticket.agency_name}`).rule();
  for (const draw of ticket.draws) {
    doc.bold(true).line(`SORTEO ${draw.draw_time}`).bold(false);
    for (const pick of draw.picks) doc.line(`${pick.number} ${pick.name}`);
  }
  doc.rule().bold(true).row('TOTAL TICKET', formatMoney(ticket.price, ticket.currency)).bold(false).rule();
  doc.line(`CLIENTE: ${customer.first_name} ${customer.last_name}`);
  doc.line(`C.I.: ${customer.id_type}-${customer.id_number}`).line(`TLF: ${customer.phone}`).rule();
  title(doc, POLLA_EXPIRY_LINE);
  doc
    .align('center')
    .qr(publicLinkOf(origin, ticket), { size: options.paper === 58 ? 4 : 5 })
    .align('left');
  return endDocument(doc, options, true);
}
