/**
 * What the QR code of a printed ticket holds, and how the prize-payment input reads it back.
 * `BANCA:<serial>:<security code>`: upper case, digits and colons only, so the QR stays in
 * its compact alphanumeric mode.
 */
export const TICKET_QR_PREFIX = 'BANCA';

export interface TicketCode {
  readonly serial: string;
  readonly security_code: string;
}

export function ticketQrPayload(serial: string, securityCode: string): string {
  return `${TICKET_QR_PREFIX}:${serial}:${securityCode.toUpperCase()}`;
}

const SERIAL = /^\d{10}$/;
const CODE = /^[A-Z0-9]{8}$/;

/**
 * Reads a serial and security code from what a person typed ("1234567890 AB12CD34",
 * "1234567890-AB12CD34", "1234567890AB12CD34") or what a USB scanner typed from the QR code.
 * Scanners set to another keyboard layout may turn the colons into other characters, so any
 * run of characters other than letters and digits separates the parts. Null when it is not one.
 */
export function parseTicketCode(text: string): TicketCode | null {
  const upper = text.trim().toUpperCase();
  const withoutPrefix = upper.startsWith(TICKET_QR_PREFIX) ? upper.slice(TICKET_QR_PREFIX.length) : upper;
  const parts = withoutPrefix.split(/[^0-9A-Z]+/).filter(Boolean);
  const [serial, code] =
    parts.length === 1 && parts[0]!.length === 18 ? [parts[0]!.slice(0, 10), parts[0]!.slice(10)] : parts;
  if (parts.length > 2 || !serial || !code || !SERIAL.test(serial) || !CODE.test(code)) return null;
  return { serial, security_code: code };
}
