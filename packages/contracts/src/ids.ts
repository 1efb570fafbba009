import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` columns (tickets and plays excepted: `bigint`), so no id is larger
 * than this. A request naming a larger one is refused on that field, before it reaches the database.
 */
export const MAX_ID = 2_147_483_647;

/** "La lotería no es válida", "El sorteo no es válido". */
const agreeing = (label: string, masculine: string) => (label.startsWith('La ') ? masculine.replace(/o$/, 'a') : masculine);

const invalid = (label: string) => ({ error: `${label} no es ${agreeing(label, 'válido')}.` });

/** A row id in a JSON body. `notANumber` is what a missing or non-numeric value gets. */
export function zId(label: string, notANumber = `${label} es ${agreeing(label, 'obligatorio')}.`) {
  return z.number({ error: notANumber }).int(invalid(label)).positive(invalid(label)).max(MAX_ID, invalid(label));
}

/** A row id sent as text: a path or query parameter, a form field. */
export function zTextId(label: string, notANumber = `${label} debe ser un número.`) {
  return z.coerce.number({ error: notANumber }).int(invalid(label)).positive(invalid(label)).max(MAX_ID, invalid(label));
}
