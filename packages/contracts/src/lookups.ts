import { z } from 'zod';
import { ANY_ROLE } from './access';
import { ZProductType } from './catalogue-base';
import { ZProductRow } from './catalogue';
import { defineEndpoint, type EndpointContract } from './endpoint';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZIdParams } from './list';

/**
 * General lookups (spec §7, /api/v2/general/): the small lists every screen's selects need.
 * Readable by any signed-in role; catalogue lookups list ACTIVE rows only.
 */

/** Ticket states (DOMAIN §4); VENCIDO is derived (unpaid prize past its validity). */
export const TICKET_STATUSES = [
  { code: 'ACTIVO', name: 'Activo' },
  { code: 'ANULADO', name: 'Anulado' },
  { code: 'PREMIADO', name: 'Premiado' },
  { code: 'PERDEDOR', name: 'Perdedor' },
  { code: 'PAGADO', name: 'Pagado' },
  { code: 'VENCIDO', name: 'Vencido' },
] as const;

/** How a number is played: straight, or expanded into several plays of the same amount. */
export const PLAY_TYPES = [
  { code: 'DIRECTO', name: 'Directo' },
  { code: 'PERMUTA', name: 'Permuta' },
  { code: 'SERIE', name: 'Serie' },
  { code: 'CORRIDA', name: 'Corrida' },
] as const;

/** Kinds of payment method (DOMAIN §6). */
export const PAYMENT_TYPES = [
  { code: 'TRANSFERENCIA', name: 'Transferencia bancaria' },
  { code: 'PAGO_MOVIL', name: 'Pago móvil' },
  { code: 'ZELLE', name: 'Zelle' },
  { code: 'EFECTIVO', name: 'Efectivo' },
  { code: 'DEPOSITO', name: 'Depósito bancario' },
  { code: 'PUNTO_DE_VENTA', name: 'Punto de venta' },
  { code: 'CRIPTOMONEDA', name: 'Criptomoneda (USDT)' },
] as const;

/** Other sales platforms whose figures external-reports imports (DOMAIN §9). */
export const EXTERNAL_SYSTEMS = [
  { code: 'VENTA_WEB', name: 'Venta web de aliados' },
  { code: 'TERMINALES_EXTERNAS', name: 'Terminales de terceros' },
  { code: 'ARCHIVO_CSV', name: 'Importación por archivo' },
] as const;

export const ZCodeName = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof ZCodeName>;
export const ZIdName = z.object({ id: z.number().int(), name: z.string() });

export const ZGeneralDraw = z.object({
  id: z.number().int(),
  name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  draw_time: z.string(),
  slot: z.number().int(),
  display_order: z.number().int(),
  weekdays: z.array(z.number().int()),
  close_minutes: z.number().int(),
});
export type GeneralDraw = z.infer<typeof ZGeneralDraw>;

export const ZGeneralLottery = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  logo_url: z.string().nullable(),
});

/** A product as the selects show it: the catalogue's row without its counts and status. */
export const ZGeneralProduct = ZProductRow.pick({
  id: true,
  name: true,
  product_type: true,
  lottery_id: true,
  lottery_name: true,
  category_id: true,
  image_url: true,
});
export type GeneralProduct = z.infer<typeof ZGeneralProduct>;

export const ZGeneralBetType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  digits: z.number().int().nullable(),
  needs_sign: z.boolean(),
});
export type GeneralBetType = z.infer<typeof ZGeneralBetType>;

export const ZState = z.object({ id: z.number().int(), name: z.string(), country_iso2: z.string() });
export const ZMunicipality = z.object({ id: z.number().int(), state_id: z.number().int(), name: z.string() });

const optionalId = (label: string) => zTextId(label).optional();

const BASE = '/api/v2/general';
const TAG = 'Consultas generales';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };

function lookup<const P extends string, R extends z.ZodType>(path: P, summary: string, row: R) {
  return defineEndpoint({
    method: 'GET',
    path: `${BASE}/${path}` as `/api/v2/general/${P}`,
    summary,
    tag: TAG,
    access: ANY_ROLE,
    responses: { 200: z.array(row), ...errors },
  });
}

export const listGeneralDraws = defineEndpoint({
  method: 'GET',
  path: `${BASE}/draws`,
  summary: 'Sorteos activos (de un producto, si se indica)',
  tag: TAG,
  access: ANY_ROLE,
  request: { query: z.object({ product_id: optionalId('El producto') }) },
  responses: { 200: z.array(ZGeneralDraw), ...errors },
});

export const listGeneralProducts = defineEndpoint({
  method: 'GET',
  path: `${BASE}/products`,
  summary: 'Productos activos (de una lotería o tipo, si se indica)',
  tag: TAG,
  access: ANY_ROLE,
  request: { query: z.object({ lottery_id: optionalId('La lotería'), product_type: ZProductType.optional() }) },
  responses: { 200: z.array(ZGeneralProduct), ...errors },
});

export const listGeneralLotteries = lookup('lotteries', 'Loterías activas', ZGeneralLottery);
export const listDrawTypes = lookup('types-draw', 'Turnos de sorteo (1 Mañana, 2 Tarde, 3 Noche)', ZIdName);
export const listBetTypes = lookup('types-bet', 'Tipos de jugada', ZGeneralBetType);
export const listPlayTypes = lookup('play-types', 'Modalidades de jugada', ZCodeName);
export const listProductTypes = lookup('types-product', 'Tipos de producto', ZCodeName);
export const listTicketStatuses = lookup('ticket-status', 'Estados de un ticket', ZCodeName);
export const listDrawTimes = lookup('times', 'Horas de los sorteos activos', z.object({ time: z.string() }));
export const listGeneralCategories = lookup('categories', 'Categorías de producto activas', ZIdName);
export const listStatuses = lookup('status', 'Estados de un registro del catálogo', ZCodeName);
export const listPaymentTypes = lookup('payment-types', 'Tipos de método de pago', ZCodeName);
export const listExternalSystems = lookup('external-systems', 'Sistemas externos de venta', ZCodeName);
export const listStates = lookup('locations/states', 'Estados (entidades federales) de Venezuela', ZState);

export const listMunicipalities = defineEndpoint({
  method: 'GET',
  path: `${BASE}/locations/states/:id/municipalities`,
  summary: 'Municipios de un estado',
  tag: TAG,
  access: ANY_ROLE,
  request: { params: ZIdParams },
  responses: { 200: z.array(ZMunicipality), ...errors, 404: ZErrorResponse },
});

export const lookupEndpoints: readonly EndpointContract[] = [
  listGeneralDraws,
  listGeneralLotteries,
  listDrawTypes,
  listBetTypes,
  listPlayTypes,
  listProductTypes,
  listTicketStatuses,
  listDrawTimes,
  listGeneralProducts,
  listGeneralCategories,
  listStatuses,
  listPaymentTypes,
  listExternalSystems,
  listStates,
  listMunicipalities,
];
