import { z } from 'zod';
import { rule } from './access';
import { ZProductType, zRefId } from './catalogue-base';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { PARTNER_FIELDS } from './roles';
import { ZOccurrenceState } from './sales';

/**
 * Blocked numbers and suspended draws (tools › block-number, suspend-raffle). Both are read by
 * the sale itself, in its transaction: a change here stops (or frees) sales at once.
 */

/** Who blocks numbers and suspends draws (spec §2: A, S). */
export const DRAW_CONTROL_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;

const zReason = z
  .string({ error: 'El motivo debe ser un texto.' })
  .trim()
  .max(200, { error: 'El motivo no puede tener más de 200 caracteres.' });

// --- Blocked numbers -------------------------------------------------------------------------

/** ACTIVE: not deleted and its last day not past; EXPIRED: its last day is past; DELETED. */
export const BLOCK_STATES = ['ACTIVE', 'EXPIRED', 'DELETED'] as const;
export const ZBlockState = z.enum(BLOCK_STATES);
export type BlockState = z.infer<typeof ZBlockState>;
export const BLOCK_STATE_LABELS: Record<BlockState, string> = {
  ACTIVE: 'Vigente',
  EXPIRED: 'Vencido',
  DELETED: 'Eliminado',
};

export const ZBlockedNumber = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_type: ZProductType,
  lottery_name: z.string(),
  /** Null: every draw of the product. */
  draw_id: z.number().int().nullable(),
  draw_name: z.string().nullable(),
  /** HH:MM of the draw. */
  draw_time: z.string().nullable(),
  number: z.string(),
  /** The animalito's name, for animalito products. */
  symbol_name: z.string().nullable(),
  /** The partner whose subtree the block covers. */
  ...PARTNER_FIELDS,
  /** Inclusive draw dates; null: open-ended. */
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  reason: z.string().nullable(),
  state: ZBlockState,
  created_at: z.string(),
  created_by: z.string(),
  deleted_at: z.string().nullable(),
  deleted_by: z.string().nullable(),
});
export type BlockedNumber = z.infer<typeof ZBlockedNumber>;

export const BLOCKED_NUMBER_SORTABLE = [
  'created_at',
  'number',
  'product_name',
  'partner_name',
  'date_from',
  'date_to',
] as const;

/** The one list contract (page 1, 100 per page by default, spec §9) with the blocks' filters. */
export const ZListBlockedNumbersQuery = zListQueryOf(BLOCKED_NUMBER_SORTABLE, {
  product_id: zTextId('El producto').optional(),
  draw_id: zTextId('El sorteo').optional(),
  number: z.string().trim().max(3, { error: 'El número tiene como máximo 3 dígitos.' }).optional(),
  partner_id: zTextId('El asociado').optional(),
  /** Vigentes by default; ALL lists every block, deleted ones included. */
  state: z
    .enum([...BLOCK_STATES, 'ALL'], { error: 'El estado debe ser ACTIVE, EXPIRED, DELETED o ALL.' })
    .default('ACTIVE'),
});
export type ListBlockedNumbersQuery = z.input<typeof ZListBlockedNumbersQuery>;

/** A number as the sale reads it: `0` and `00` are different numbers. */
export const ZBlockNumber = z
  .string({ error: 'El número es obligatorio.' })
  .trim()
  .min(1, { error: 'El número es obligatorio.' })
  .regex(/^\d{1,3}$/, { error: 'El número debe tener de 1 a 3 dígitos.' });

export const ZCreateBlockedNumberRequest = z
  .object({
    product_id: zRefId('El producto'),
    /** Omitted or null: every draw of the product. */
    draw_id: zRefId('El sorteo').nullable().optional(),
    number: ZBlockNumber,
    /** The partner whose subtree is blocked; the caller's own partner when omitted. */
    partner_id: zRefId('El asociado').optional(),
    date_from: ZIsoDate.nullable().optional(),
    date_to: ZIsoDate.nullable().optional(),
    reason: zReason.nullable().optional(),
  })
  .refine((body) => !body.date_from || !body.date_to || body.date_from <= body.date_to, {
    error: 'La fecha final no puede ser anterior a la inicial.',
    path: ['date_to'],
  });
export type CreateBlockedNumberRequest = z.input<typeof ZCreateBlockedNumberRequest>;

/** An active symbol of an animalito product (what may be blocked there). */
export const ZBlockSymbol = z.object({ number: z.string(), name: z.string(), image_id: z.number().int().nullable() });
export type BlockSymbol = z.infer<typeof ZBlockSymbol>;
export const ZBlockSymbolsQuery = z.object({ product_id: zTextId('El producto') });

// --- Suspended draws -------------------------------------------------------------------------

export const ZSuspension = z.object({
  id: z.number().int(),
  occurrence_id: z.number().int(),
  /** The partner whose subtree stops selling (the banca: everybody). */
  ...PARTNER_FIELDS,
  reason: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  lifted_at: z.string().nullable(),
  lifted_by: z.string().nullable(),
});
export type Suspension = z.infer<typeof ZSuspension>;

/** One draw occurrence of the day, its state as the caller sees it, and its live suspensions. */
export const ZSuspendableDraw = z.object({
  occurrence_id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_type: ZProductType,
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  draw_date: z.string(),
  draw_at: z.string(),
  close_at: z.string(),
  state: ZOccurrenceState,
  result_number: z.string().nullable(),
  /** Live suspensions on partners of the caller's subtree. */
  suspensions: z.array(ZSuspension),
});
export type SuspendableDraw = z.infer<typeof ZSuspendableDraw>;

export const ZSuspendedDrawsQuery = z.object({
  /** The draws' date; today in the caller's zone by default. */
  date: ZIsoDate.optional(),
});

export const ZSuspendedDrawsResponse = z.object({
  date: z.string(),
  server_time: z.string(),
  draws: z.array(ZSuspendableDraw),
});
export type SuspendedDrawsResponse = z.infer<typeof ZSuspendedDrawsResponse>;

export const ZSuspendDrawRequest = z.object({
  occurrence_id: zRefId('El sorteo'),
  /** The banca or a partner of the caller's subtree; the caller's own partner when omitted. */
  partner_id: zRefId('El asociado').optional(),
  reason: zReason.min(3, { error: 'El motivo debe tener al menos 3 caracteres.' }),
});
export type SuspendDrawRequest = z.input<typeof ZSuspendDrawRequest>;

// --- Endpoints -------------------------------------------------------------------------------

const BASE = '/api/v2/admin/manage_draws';
const TAG = 'Bloqueos y suspensiones';
const ACCESS = rule(DRAW_CONTROL_ROLES);
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const listBlockedNumbers = defineEndpoint({
  method: 'GET',
  path: `${BASE}/blocked_number`,
  summary: 'Lista los números bloqueados del subárbol del usuario',
  tag: TAG,
  access: ACCESS,
  request: { query: ZListBlockedNumbersQuery },
  responses: { 200: zPage(ZBlockedNumber), ...errors },
});

export const createBlockedNumber = defineEndpoint({
  method: 'POST',
  path: `${BASE}/blocked_number`,
  summary: 'Bloquea un número de un producto (o de un sorteo) para un asociado y su subárbol',
  tag: TAG,
  access: ACCESS,
  request: { body: ZCreateBlockedNumberRequest },
  responses: { 200: ZBlockedNumber, ...errors, 409: ZErrorResponse },
});

export const deleteBlockedNumber = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/blocked_number/:id`,
  summary: 'Desbloquea un número (el bloqueo se conserva como eliminado)',
  tag: TAG,
  access: ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZBlockedNumber, ...errors },
});

export const listBlockSymbols = defineEndpoint({
  method: 'GET',
  path: `${BASE}/blocked_number/symbols`,
  summary: 'Símbolos activos de un producto de animalitos (para elegir el número a bloquear)',
  tag: TAG,
  access: ACCESS,
  request: { query: ZBlockSymbolsQuery },
  responses: { 200: z.array(ZBlockSymbol), ...errors },
});

export const getSuspendedDraws = defineEndpoint({
  method: 'GET',
  path: `${BASE}/suspended-draws`,
  summary: 'Sorteos de una fecha con su estado y sus suspensiones vigentes',
  tag: TAG,
  access: ACCESS,
  request: { query: ZSuspendedDrawsQuery },
  responses: { 200: ZSuspendedDrawsResponse, ...errors },
});

export const suspendDraw = defineEndpoint({
  method: 'POST',
  path: `${BASE}/suspended-draws`,
  summary: 'Suspende la venta de un sorteo para la banca o un asociado y su subárbol',
  tag: TAG,
  access: ACCESS,
  request: { body: ZSuspendDrawRequest },
  responses: { 200: ZSuspension, ...errors, 409: ZErrorResponse, 422: ZErrorResponse },
});

export const liftSuspension = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/suspended-draws/:id`,
  summary: 'Levanta una suspensión: el sorteo vuelve a venderse',
  tag: TAG,
  access: ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZSuspension, ...errors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportBlockedNumbers = exportEndpointOf(listBlockedNumbers);
export const drawControlEndpoints = [
  listBlockedNumbers,
  exportBlockedNumbers,
  createBlockedNumber,
  deleteBlockedNumber,
  listBlockSymbols,
  getSuspendedDraws,
  suspendDraw,
  liftSuspension,
] as const;
