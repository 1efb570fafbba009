import { PARTNER_KIND_LABELS, type EffectiveQuota } from '@banca/contracts';

/** Where an effective cupo comes from, in words. */
export function originText(entry: EffectiveQuota): string {
  if (entry.source === 'SIN_CUPO') return 'sin cupo en la cadena: solo limita el tope';
  const scope = entry.origin_draw_specific ? 'para este sorteo' : 'para todos los sorteos';
  if (entry.source === 'PROPIO') return `propio, ${scope}`;
  if (!entry.origin) return `heredado de más arriba de su red, ${scope}`;
  return `heredado de ${entry.origin.name} (${PARTNER_KIND_LABELS[entry.origin.kind]}), ${scope}`;
}
