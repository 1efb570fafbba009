import { ticketCheckLink, ZTicketCheckRequest, type TicketCheckRequest } from '@banca/contracts';

/** A serial and a security code as typed, read by the check's own contract; null while either is wrong. */
export function parseCheck(serial: string, code: string): TicketCheckRequest | null {
  const parsed = ZTicketCheckRequest.safeParse({ serial, security_code: code });
  return parsed.success ? parsed.data : null;
}

/** What the link's fragment (`#1234567890-AB12CD34`) holds; empty fields when it holds nothing usable. */
export function checkOfFragment(hash: string): { serial: string; code: string } {
  const match = /^#?(\d{10})-([A-Za-z0-9]{8})$/.exec(hash.trim());
  return match ? { serial: match[1]!, code: match[2]!.toUpperCase() } : { serial: '', code: '' };
}

/** The link to a ticket's public check from this web's own address (what the QR and the copy carry). */
export const publicTicketLink = (serial: string, code: string) => ticketCheckLink(window.location.origin, serial, code);
