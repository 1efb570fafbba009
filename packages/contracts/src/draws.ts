import { z } from 'zod';
import { rule } from './access';
import { ZCatalogueStatus, ZProductType, zName, zRefId } from './catalogue-base';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZIdParams, ZSearch, zListQueryOf, zPage } from './list';

/** Draw time slots (spec §3). */
export const DRAW_SLOTS = [
  { id: 1, name: 'Mañana' },
  { id: 2, name: 'Tarde' },
  { id: 3, name: 'Noche' },
] as const;
export type DrawSlotId = (typeof DRAW_SLOTS)[number]['id'];

/** Display order options of a draw (spec §3). */
export const DRAW_ORDER_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Weekdays of a draw: 0 = domingo … 6 = sábado. */
export const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Most minutes before a draw that its sales may close. */
export const MAX_CLOSE_MINUTES = 180;

export const ZDrawTime = z
  .string({ error: 'La hora es obligatoria.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'La hora debe tener el formato HH:MM, de 00:00 a 23:59.' });

export const ZDrawSlot = z
  .number({ error: 'El turno es obligatorio.' })
  .int({ error: 'El turno debe ser 1 (Mañana), 2 (Tarde) o 3 (Noche).' })
  .min(1, { error: 'El turno debe ser 1 (Mañana), 2 (Tarde) o 3 (Noche).' })
  .max(3, { error: 'El turno debe ser 1 (Mañana), 2 (Tarde) o 3 (Noche).' });

export const ZDrawOrder = z
  .number({ error: 'El orden es obligatorio.' })
  .int({ error: 'El orden debe ser un número del 1 al 7.' })
  .min(1, { error: 'El orden debe ser un número del 1 al 7.' })
  .max(7, { error: 'El orden debe ser un número del 1 al 7.' });

export const ZWeekdays = z
  .array(
    z
      .number({ error: 'Cada día debe ser un número del 0 (domingo) al 6 (sábado).' })
      .int({ error: 'Cada día debe ser un número del 0 (domingo) al 6 (sábado).' })
      .min(0, { error: 'Cada día debe ser un número del 0 (domingo) al 6 (sábado).' })
      .max(6, { error: 'Cada día debe ser un número del 0 (domingo) al 6 (sábado).' }),
    { error: 'Los días son obligatorios.' },
  )
  .min(1, { error: 'Seleccione al menos un día.' })
  .refine((days) => new Set(days).size === days.length, { error: 'Hay días repetidos.' })
  .transform((days) => [...days].sort((a, b) => a - b));

export const ZDraw = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_type: ZProductType,
  lottery_name: z.string(),
  name: z.string(),
  /** HH:MM, the local time of the banca. */
  draw_time: z.string(),
  slot: z.number().int(),
  slot_name: z.string(),
  display_order: z.number().int(),
  weekdays: z.array(z.number().int()),
  close_minutes: z.number().int(),
  status: ZCatalogueStatus,
});
export type Draw = z.infer<typeof ZDraw>;

/** A draw with the bet types its product sells and their payout multipliers. */
export const ZDrawDetail = ZDraw.extend({
  bet_types: z.array(
    z.object({ bet_type_id: z.number().int(), code: z.string(), name: z.string(), multiplier: z.string() }),
  ),
});
export type DrawDetail = z.infer<typeof ZDrawDetail>;

export const ZCreateDrawRequest = z.object({
  product_id: zRefId('El producto'),
  name: zName('El nombre', 80),
  draw_time: ZDrawTime,
  slot: ZDrawSlot,
  display_order: ZDrawOrder,
  weekdays: ZWeekdays,
  close_minutes: z
    .number({ error: 'Los minutos de cierre deben ser un número.' })
    .int({ error: 'Los minutos de cierre deben ser un número entero.' })
    .min(0, { error: 'Los minutos de cierre no pueden ser negativos.' })
    .max(MAX_CLOSE_MINUTES, { error: `Los minutos de cierre no pueden ser más de ${MAX_CLOSE_MINUTES}.` })
    .default(5),
  status: ZCatalogueStatus.default('ACTIVE'),
});
export type CreateDrawRequest = z.input<typeof ZCreateDrawRequest>;
export const ZUpdateDrawRequest = ZCreateDrawRequest;
export type UpdateDrawRequest = CreateDrawRequest;

export const ZListDrawsQuery = zListQueryOf(
  ['draw_time', 'name', 'product_name', 'slot', 'display_order', 'status', 'id'],
  {
    search: ZSearch,
    status: ZCatalogueStatus.optional(),
    product_id: zTextId('El producto').optional(),
    slot: z.coerce.number({ error: 'El turno debe ser un número.' }).int().min(1).max(3).optional(),
  },
);

const BASE = '/api/v2/admin/manage_draws';
const TAG = 'Sorteos';
const ADMIN = rule('ADMIN_BANCA');
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const listDraws = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Lista los sorteos programados',
  tag: TAG,
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR']),
  request: { query: ZListDrawsQuery },
  responses: { 200: zPage(ZDraw), ...errors },
});

export const getDrawDetail = defineEndpoint({
  method: 'GET',
  path: `${BASE}/detail/:id`,
  summary: 'Un sorteo con los tipos de jugada y multiplicadores de su producto',
  tag: TAG,
  access: ADMIN,
  request: { params: ZIdParams },
  responses: { 200: ZDrawDetail, ...errors },
});

export const createDraw = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Crea un sorteo',
  tag: TAG,
  access: ADMIN,
  request: { body: ZCreateDrawRequest },
  responses: { 200: ZDraw, ...errors, 409: ZErrorResponse },
});

export const updateDraw = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Modifica un sorteo',
  tag: TAG,
  access: ADMIN,
  request: { params: ZIdParams, body: ZUpdateDrawRequest },
  responses: { 200: ZDraw, ...errors, 409: ZErrorResponse },
});

export const deleteDraw = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Desactiva un sorteo (la fila se conserva)',
  tag: TAG,
  access: ADMIN,
  request: { params: ZIdParams },
  responses: { 200: ZDraw, ...errors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportDraws = exportEndpointOf(listDraws);
export const drawEndpoints = [listDraws, exportDraws, getDrawDetail, createDraw, updateDraw, deleteDraw] as const;
