import { ticketCheckLink, type TicketCheckRequest } from '@banca/contracts';

const SERIAL = /^\d{10}$/;
const CODE = /^[A-Z0-9]{8}$/;

/** A serial (10 digits) and a security code (8 letters or digits) as typed, or null. */
export function parseCheck(serial: string, code: string): TicketCheckRequest | null {
  const cleanSerial = serial.trim();
  const cleanCode = code.trim().toUpperCase();
  return SERIAL.test(cleanSerial) && CODE.test(cleanCode) ? { serial: cleanSerial, security_code: cleanCode } : null;
}

/** What the link's fragment (`#1234567890-AB12CD34`) holds; empty fields when it holds nothing usable. */
export function checkOfFragment(hash: string): { serial: string; code: string } {
  const match = /^#?(\d{10})-([A-Za-z0-9]{8})$/.exec(hash.trim());
  return match ? { serial: match[1]!, code: match[2]!.toUpperCase() } : { serial: '', code: '' };
}

/** The link to a ticket's public check from this web's own address (what the QR and the copy carry). */
export const publicTicketLink = (serial: string, code: string) => ticketCheckLink(window.location.origin, serial, code);
