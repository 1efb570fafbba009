import { PUBLIC_TICKET_PATH } from '@banca/contracts';
import { publicTicketLink } from '@/features/ticket-check';

/**
 * What the QR code of a printed ticket holds, and how the prize-payment input reads it back.
 * The QR is the link to the ticket's public check (`https://…/ticket#<serial>-<code>`), so a
 * customer's phone opens it; the taquilla's scanner types the same link into Pagar premio.
 * Tickets printed before carry `BANCA:<serial>:<security code>`, still read.
 */
export const TICKET_QR_PREFIX = 'BANCA';
const LINK_MARK = PUBLIC_TICKET_PATH.slice(1).toUpperCase();

export interface TicketCode {
  readonly serial: string;
  readonly security_code: string;
}

export function ticketQrPayload(serial: string, securityCode: string): string {
  return publicTicketLink(serial, securityCode);
}

const SERIAL = /^\d{10}$/;
const CODE = /^[A-Z0-9]{8}$/;

/**
 * Reads a serial and security code from what a person typed ("1234567890 AB12CD34",
 * "1234567890-AB12CD34", "1234567890AB12CD34") or what a USB scanner typed from the QR code (the
 * link, read after its `/ticket`; or an older ticket's `BANCA:` text).
 * Scanners set to another keyboard layout may turn the colons into other characters, so any
 * run of characters other than letters and digits separates the parts. Null when it is not one.
 */
export function parseTicketCode(text: string): TicketCode | null {
  const upper = text.trim().toUpperCase();
  const linked = upper.includes(LINK_MARK) ? upper.slice(upper.lastIndexOf(LINK_MARK) + LINK_MARK.length) : upper;
  const withoutPrefix = linked.startsWith(TICKET_QR_PREFIX) ? linked.slice(TICKET_QR_PREFIX.length) : linked;
  const parts = withoutPrefix.split(/[^0-9A-Z]+/).filter(Boolean);
  const [serial, code] =
    parts.length === 1 && parts[0]!.length === 18 ? [parts[0]!.slice(0, 10), parts[0]!.slice(10)] : parts;
  if (parts.length > 2 || !serial || !code || !SERIAL.test(serial) || !CODE.test(code)) return null;
  return { serial, security_code: code };
}
