import { z } from 'zod';
import { rule } from './access';
import { ZBetTypeCode, ZProductType, ZODIAC_SIGNS } from './catalogue-base';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { TICKET_STATUSES } from './lookups';
import { ZCurrency, zMoneyInput } from './money';
import { ZPaidWinner } from './prize-winners';

/** Who sells: the taquilla's seller and its administrator. */
export const SELLER_ROLES = ['VEND_TAQUILLA', 'ADMIN_TAQUILLA'] as const;

/** Most plays on one ticket. */
export const MAX_PLAYS_PER_TICKET = 50;

/**
 * State of a draw occurrence. OPEN, CLOSED and SCHEDULED come from the database clock against
 * its close instant; RESULTED and AWARDED from events; SUSPENDED from a suspension over the
 * caller's chain.
 */
export const OCCURRENCE_STATES = ['SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED', 'AWARDED', 'SUSPENDED'] as const;
export const ZOccurrenceState = z.enum(OCCURRENCE_STATES);
export type OccurrenceState = z.infer<typeof ZOccurrenceState>;
export const OCCURRENCE_STATE_LABELS: Record<OccurrenceState, string> = {
  SCHEDULED: 'Programado',
  OPEN: 'Abierto',
  CLOSED: 'Cerrado',
  RESULTED: 'Con resultado',
  AWARDED: 'Premiado',
  SUSPENDED: 'Suspendido',
};

/** A positive amount in minor units, as a decimal string. */
export const ZPositiveMinorUnits = zMoneyInput('El monto');

/** Sign of a "con signo" play: 1 (Aries) … 12 (Piscis). */
export const ZSign = z
  .number({ error: 'El signo debe ser un número del 1 al 12.' })
  .int({ error: 'El signo debe ser un número del 1 al 12.' })
  .min(1, { error: 'El signo debe ser un número del 1 al 12.' })
  .max(ZODIAC_SIGNS.length, { error: 'El signo debe ser un número del 1 al 12.' });

/** What each play of a sale came to. */
export const PLAY_OUTCOMES = ['vendida', 'incompleta', 'agotada', 'bloqueada'] as const;
export const ZPlayOutcome = z.enum(PLAY_OUTCOMES);
export type PlayOutcome = z.infer<typeof ZPlayOutcome>;

export const ZSalePlayRequest = z.object({
  occurrence_id: zId('El sorteo'),
  bet_type: ZBetTypeCode,
  number: z
    .string({ error: 'El número es obligatorio.' })
    .regex(/^\d{1,3}$/, { error: 'El número debe tener de 1 a 3 dígitos.' }),
  sign: ZSign.optional(),
  amount: ZPositiveMinorUnits,
});
export type SalePlayRequest = z.infer<typeof ZSalePlayRequest>;

export const ZSaleRequest = z.object({
  plays: z
    .array(ZSalePlayRequest, { error: 'Las jugadas son obligatorias.' })
    .min(1, { error: 'El ticket debe tener al menos una jugada.' })
    .max(MAX_PLAYS_PER_TICKET, { error: `Un ticket no puede tener más de ${MAX_PLAYS_PER_TICKET} jugadas.` }),
  /** The taquilla that sells; only for a user whose own partner is an agency. */
  taquilla_id: zId('La taquilla').optional(),
  channel: z.enum(['WEB', 'TERMINAL'], { error: 'El canal debe ser WEB o TERMINAL.' }).default('WEB'),
});
export type SaleRequest = z.input<typeof ZSaleRequest>;

export const TICKET_STATUS_CODES = TICKET_STATUSES.map((status) => status.code) as [
  TicketStatusCode,
  ...TicketStatusCode[],
];
type TicketStatusCode = (typeof TICKET_STATUSES)[number]['code'];
export const ZTicketStatus = z.enum(TICKET_STATUS_CODES, { error: 'Estado de ticket no válido.' });
export type TicketStatus = z.infer<typeof ZTicketStatus>;
export const TICKET_STATUS_LABELS = Object.fromEntries(
  TICKET_STATUSES.map((status) => [status.code, status.name]),
) as Record<TicketStatus, string>;

export const ZTicketPlay = z.object({
  id: z.number().int(),
  occurrence_id: z.number().int(),
  draw_name: z.string(),
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  product_name: z.string(),
  lottery_name: z.string(),
  bet_type: ZBetTypeCode,
  bet_type_name: z.string(),
  number: z.string(),
  sign: z.number().int().nullable(),
  /** The symbol's name for animalitos (e.g. "Delfín"). */
  symbol_name: z.string().nullable(),
  requested: z.string(),
  amount: z.string(),
  multiplier: z.string(),
  prize: z.string(),
  occurrence_state: ZOccurrenceState,
});
export type TicketPlay = z.infer<typeof ZTicketPlay>;

export const ZTicket = z.object({
  id: z.number().int(),
  serial: z.string(),
  /** Shown only to the ticket's own taquilla and above; needed to pay a prize. */
  security_code: z.string(),
  status: ZTicketStatus,
  currency: ZCurrency,
  total: z.string(),
  prize_total: z.string(),
  channel: z.enum(['WEB', 'TERMINAL']),
  sold_at: z.string(),
  business_date: z.string(),
  taquilla: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  agency: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  ticket_header: z.string(),
  ticket_footer: z.string(),
  annulled_at: z.string().nullable(),
  annul_reason: z.string().nullable(),
  prize_expires_at: z.string().nullable(),
  payment: z
    .object({
      paid_at: z.string(),
      taquilla_name: z.string(),
      paid_by: z.string(),
      amount: z.string(),
      /** The identified winner, when the prize reached the banca's threshold (document masked). */
      winner: ZPaidWinner.nullable().optional(),
    })
    .nullable(),
  plays: z.array(ZTicketPlay),
});
export type Ticket = z.infer<typeof ZTicket>;

export const ZSalePlayOutcome = z.object({
  /** Position of the play in the request. */
  index: z.number().int(),
  outcome: ZPlayOutcome,
  requested: z.string(),
  sold: z.string(),
});
export type SalePlayOutcome = z.infer<typeof ZSalePlayOutcome>;

export const ZSaleResponse = z.object({
  server_time: z.string(),
  /** True when this answer repeats an earlier sale with the same Idempotency-Key. */
  replayed: z.boolean(),
  ticket: ZTicket,
  plays: z.array(ZSalePlayOutcome),
});
export type SaleResponse = z.infer<typeof ZSaleResponse>;

/** A draw occurrence as the point of sale sees it. */
export const ZSaleDraw = z.object({
  occurrence_id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_type: ZProductType,
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  slot: z.number().int(),
  slot_name: z.string(),
  display_order: z.number().int(),
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  draw_at: z.string(),
  /** When sales close for this taquilla (the agency may close earlier than the draw). */
  close_at: z.string(),
  state: ZOccurrenceState,
  bet_types: z.array(
    z.object({
      code: ZBetTypeCode,
      name: z.string(),
      multiplier: z.string(),
      digits: z.number().int().nullable(),
      needs_sign: z.boolean(),
    }),
  ),
});
export type SaleDraw = z.infer<typeof ZSaleDraw>;

export const ZSaleSymbol = z.object({ number: z.string(), name: z.string(), image_id: z.number().int().nullable() });

export const ZSaleDrawsResponse = z.object({
  server_time: z.string(),
  taquilla: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  currency: ZCurrency,
  limits: z.object({
    min_per_play: z.string(),
    max_per_play: z.string(),
    max_per_ticket: z.string(),
    annulment_window_minutes: z.number().int(),
  }),
  draws: z.array(ZSaleDraw),
  /** Symbols of the animalito products among the draws, by product id. */
  symbols: z.record(z.string(), z.array(ZSaleSymbol)),
});
export type SaleDrawsResponse = z.infer<typeof ZSaleDrawsResponse>;

/** Which day's draws the point of sale lists: today's (the default) or tomorrow's, sold in advance (ADR 062). */
export const SALE_DAYS = ['today', 'tomorrow'] as const;
export type SaleDay = (typeof SALE_DAYS)[number];

export const ZSaleDrawsQuery = z.object({
  taquilla_id: zTextId('La taquilla').optional(),
  day: z.enum(SALE_DAYS, { error: 'El día debe ser hoy o mañana.' }).optional(),
});

/** The taquillas a caller may sell for: its own, or (an agency's user) the agency's active ones. */
export const ZSellingTaquillasResponse = z.object({
  /** True for an agency's user: every sale, draw list and payment names `taquilla_id`. */
  must_choose: z.boolean(),
  data: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type SellingTaquillasResponse = z.infer<typeof ZSellingTaquillasResponse>;

const TAG = 'Venta';
const SELLERS = rule(SELLER_ROLES);
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const listSaleDraws = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/draws',
  summary: 'Sorteos de hoy (o de mañana, venta anticipada) para la venta, con su estado para la taquilla y la hora del servidor',
  tag: TAG,
  access: SELLERS,
  request: { query: ZSaleDrawsQuery },
  responses: { 200: ZSaleDrawsResponse, ...errors, 422: ZErrorResponse },
});

export const listSellingTaquillas = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/taquillas',
  summary: 'Taquillas por las que el usuario puede vender',
  tag: TAG,
  access: SELLERS,
  responses: { 200: ZSellingTaquillasResponse, ...errors },
});

export const createSale = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/sales',
  summary: 'Vende un ticket (requiere la cabecera Idempotency-Key)',
  tag: TAG,
  access: SELLERS,
  request: { body: ZSaleRequest },
  responses: { 200: ZSaleResponse, ...errors, 409: ZErrorResponse, 413: ZErrorResponse, 422: ZErrorResponse },
});

export const saleEndpoints = [listSellingTaquillas, listSaleDraws, createSale] as const;
