import { z } from 'zod';
import { zTextId } from './ids';

/** Default page size of every list (spec §9: 100 per page). */
export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 500;

/** A query parameter that may repeat (`?id=1&id=2`): always read as an array. */
export function zQueryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}

/** The one list contract: paging and sorting; each list adds its own filters. */
export const ZListQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número.' }).int().min(1, { error: 'La página mínima es 1.' }).default(1),
  per_page: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int()
    .min(1, { error: 'El tamaño de página mínimo es 1.' })
    .max(MAX_PER_PAGE, { error: `El tamaño de página máximo es ${MAX_PER_PAGE}.` })
    .default(DEFAULT_PER_PAGE),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { error: 'El orden debe ser asc o desc.' }).default('asc'),
});
export type ListQuery = z.infer<typeof ZListQuery>;

/** A page of rows and the total that matches the filters. */
export function zPage<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/**
 * A list's query: paging, `sort` limited to the list's own sortable columns, and its filters.
 * `sort` names a column; `order` is asc or desc.
 */
export function zListQueryOf<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return ZListQuery.extend({
    sort: z.enum(sortable, { error: `Solo se puede ordenar por: ${sortable.join(', ')}.` }).optional(),
    ...filters,
  });
}

/** `:id` path parameter. */
export const ZIdParams = z.object({
  id: zTextId('El identificador'),
});

/** Free-text search filter shared by lists. */
export const ZSearch = z.string().trim().max(100, { error: 'La búsqueda no puede tener más de 100 caracteres.' }).optional();
