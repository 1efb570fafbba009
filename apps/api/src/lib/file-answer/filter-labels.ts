/**
 * The Spanish name of the filters many exports share, one name for each key, so that every file's
 * title block says the same filter the same way. A filter of one export alone keeps its name there.
 */
const FILTER_LABELS = {
  from_date: 'Desde',
  to_date: 'Hasta',
  date_from: 'Desde',
  date_to: 'Hasta',
  from: 'Desde',
  to: 'Hasta',
  date: 'Fecha',
  partner_id: 'Asociado',
  agency_id: 'Agencia',
  taquilla_id: 'Taquilla',
  kind: 'Tipo',
  level: 'Nivel',
  lottery_id: 'Lotería',
  category_id: 'Categoría',
  product_id: 'Producto',
  product_type: 'Tipo',
  draw_id: 'Sorteo',
  bet_type: 'Tipo de jugada',
  number: 'Número',
  serial: 'Serial',
  channel: 'Canal',
  currency: 'Moneda',
  status: 'Estado',
  state: 'Estado',
  search: 'Búsqueda',
} as const;

export type SharedFilterKey = keyof typeof FILTER_LABELS;

/** The names of the given shared filters, as an export's `filterLabels`. */
export function filterLabelsOf(...keys: SharedFilterKey[]): Readonly<Record<string, string>> {
  return Object.fromEntries(keys.map((key) => [key, FILTER_LABELS[key]]));
}
