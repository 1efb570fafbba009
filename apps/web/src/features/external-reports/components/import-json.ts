import { EXTERNAL_IMPORT_MAX_ROWS } from '@banca/contracts';

/** A pasted JSON's rows: a list of objects, or an object whose `rows` is one; else the reason, in Spanish. */
export function rowsOfJson(text: string): { rows: Record<string, unknown>[] } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'El texto no es un JSON válido.' };
  }
  const rows = Array.isArray(value) ? value : (value as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows) || rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    return { problem: 'El JSON debe ser una lista de filas (objetos), o un objeto con la lista en «rows».' };
  }
  if (rows.length === 0) return { problem: 'No hay filas que importar.' };
  if (rows.length > EXTERNAL_IMPORT_MAX_ROWS) {
    return { problem: `Se importan como máximo ${EXTERNAL_IMPORT_MAX_ROWS} filas a la vez.` };
  }
  return { rows: rows as Record<string, unknown>[] };
}
