/** The public page's address: with a cédula, it opens on that customer's tickets. */
export const PUBLIC_POLLA_PATH = '/polla';

export function publicLinkOf(origin: string, cedula?: { id_type: string; id_number: string }): string {
  return cedula
    ? `${origin}${PUBLIC_POLLA_PATH}?cedula=${cedula.id_type}-${cedula.id_number}`
    : `${origin}${PUBLIC_POLLA_PATH}`;
}

/** "V-12345678" → its parts, or null. */
export function parseCedula(text: string | null): { id_type: 'V' | 'E'; id_number: string } | null {
  const match = /^([VE])-?(\d{5,9})$/i.exec((text ?? '').trim());
  return match ? { id_type: match[1]!.toUpperCase() as 'V' | 'E', id_number: match[2]! } : null;
}
