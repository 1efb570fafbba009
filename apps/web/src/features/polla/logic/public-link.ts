/** The public page's address: with a ticket, it opens on its customer's tickets. */
export const PUBLIC_POLLA_PATH = '/polla';

/**
 * The printed ticket's link: the cédula and the ticket's serial travel in the fragment (after
 * `#`), which the browser never sends to a server, so neither lands in an access log.
 */
export function publicLinkOf(
  origin: string,
  ticket?: { customer: { id_type: string; id_number: string }; serial: string },
): string {
  if (!ticket) return `${origin}${PUBLIC_POLLA_PATH}`;
  const lookup = new URLSearchParams({
    cedula: `${ticket.customer.id_type}-${ticket.customer.id_number}`,
    serial: ticket.serial,
  });
  return `${origin}${PUBLIC_POLLA_PATH}#${lookup.toString()}`;
}

/** The cédula and serial texts a link's fragment carries (empty when absent). */
export function lookupOfFragment(hash: string): { cedula: string; serial: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { cedula: params.get('cedula') ?? '', serial: params.get('serial') ?? '' };
}

/** "V-12345678" → its parts, or null. */
export function parseCedula(text: string | null): { id_type: 'V' | 'E'; id_number: string } | null {
  const match = /^([VE])-?(\d{5,9})$/i.exec((text ?? '').trim());
  return match ? { id_type: match[1]!.toUpperCase() as 'V' | 'E', id_number: match[2]! } : null;
}

/** A ticket's serial as printed (N/S, 10 digits), or null. */
export function parseSerial(text: string | null): string | null {
  const serial = (text ?? '').replace(/\s/g, '');
  return /^\d{10}$/.test(serial) ? serial : null;
}

/** The lookup of the public page (a cédula and the serial of one of its tickets), or null while incomplete. */
export function parseLookup(cedulaText: string, serialText: string) {
  const cedula = parseCedula(cedulaText);
  const serial = parseSerial(serialText);
  return cedula && serial ? { ...cedula, serial } : null;
}
