import { z } from 'zod';
import { PUBLIC, rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { MAX_MONEY_INPUT, moneyText, ZCurrency } from './money';
import { POLLA_BASE, POLLA_MANAGERS, ZCedula, ZPollaSerialRequest, ZPollaTicketStatus } from './polla';

export const POTE_MOVEMENT_TYPES = ['INGRESO', 'EGRESO'] as const;
export const ZPoteMovementType = z.enum(POTE_MOVEMENT_TYPES, { error: 'El tipo debe ser INGRESO o EGRESO.' });
export type PoteMovementType = z.infer<typeof ZPoteMovementType>;
export const POTE_MOVEMENT_CONCEPTS = ['VENTA', 'ANULACION', 'MANUAL', 'ARRASTRE', 'PREMIO'] as const;
export const ZPoteMovementConcept = z.enum(POTE_MOVEMENT_CONCEPTS);
export const POTE_MOVEMENT_CONCEPT_LABELS: Record<z.infer<typeof ZPoteMovementConcept>, string> = {
  VENTA: 'Venta',
  ANULACION: 'Anulación',
  MANUAL: 'Abono manual',
  ARRASTRE: 'Arrastre',
  PREMIO: 'Premio',
};

/** Largest amount a manual movement may carry, in major units (the ceiling of every money input). */
const MAX_MAJOR = Number(MAX_MONEY_INPUT / 100n);

/**
 * An amount in major units sent as a JSON number (the original product's shape), turned into
 * exact minor units: the number's shortest decimal form is read as text, so 0.1 is 10 céntimos
 * and never 9.999…; more than two decimals, a negative amount or a non-finite one is refused.
 */
export function zMajorAmount(label: string) {
  return z
    .number({ error: `${label} debe ser un número.` })
    .min(0, { error: `${label} no puede ser negativo.` })
    .max(MAX_MAJOR, { error: `${label} no puede ser mayor que ${moneyText(MAX_MONEY_INPUT)}.` })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), {
      error: `${label} admite hasta dos decimales.`,
    })
    .transform((value) => {
      const [whole, fraction = ''] = String(value).split('.');
      return (BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))).toString();
    });
}

/** The daily pote's manual payment, exactly as the spec names it. */
export const ZDailyPotePayment = z.object({
  primer_acu_abono: zMajorAmount('El abono al primer acumulado').default('0'),
  segundo_acu_abono: zMajorAmount('El abono al segundo acumulado').default('0'),
  pote_diario_id: zId('El pote diario'),
  tipo: ZPoteMovementType,
});
export type DailyPotePayment = z.input<typeof ZDailyPotePayment>;

/** The weekly pote's manual payment, exactly as the spec names it. */
export const ZWeeklyPotePayment = z.object({
  monto_acu_abono: zMajorAmount('El monto del abono'),
  pote_semanal_id: zId('El pote semanal'),
  tipo: ZPoteMovementType,
});
export type WeeklyPotePayment = z.input<typeof ZWeeklyPotePayment>;

export const ZPote = z.object({
  id: z.number().int(),
  polla_type_id: z.number().int(),
  polla_type_name: z.string(),
  start_date: z.string(),
  currency: ZCurrency,
  first_amount: z.string(),
  second_amount: z.string(),
  status: z.enum(['OPEN', 'SETTLED']),
  tickets: z.number().int(),
  sold: z.string(),
});
export type Pote = z.infer<typeof ZPote>;

const movementBase = {
  id: z.number().int(),
  tiempo_abono: z.string(),
  tipo: ZPoteMovementType,
  concepto: ZPoteMovementConcept,
  usuario: z.string().nullable(),
};
export const ZDailyMovement = z.object({ ...movementBase, abonado_primer: z.string(), abonado_segundo: z.string() });
export const ZWeeklyMovement = z.object({ ...movementBase, monto_acu_abono: z.string() });

export const ZCurrentDailyPote = ZPote.extend({ abonos: z.array(ZDailyMovement) });
export type CurrentDailyPote = z.infer<typeof ZCurrentDailyPote>;
export const ZCurrentWeeklyPote = ZPote.extend({ abonos: z.array(ZWeeklyMovement) });
export type CurrentWeeklyPote = z.infer<typeof ZCurrentWeeklyPote>;

export const ZPoteListQuery = zListQueryOf(['start_date'], {
  polla_type: zTextId('El tipo de polla'),
  start_date: ZIsoDate.optional(),
  end_date: ZIsoDate.optional(),
});
export type PoteListQuery = z.input<typeof ZPoteListQuery>;

export const ZPoteSummaryRequest = z.object({
  polla_type: zId('El tipo de polla'),
  fecha_inicio: ZIsoDate,
  fecha_cierre: ZIsoDate,
});
export type PoteSummaryRequest = z.input<typeof ZPoteSummaryRequest>;

export const ZPoteSummary = z.object({
  currency: ZCurrency,
  /** How many potes the period holds (the wire keeps its first name). */
  pots: z.number().int(),
  tickets: z.number().int(),
  sold: z.string(),
  /** Each concept's INGRESO and EGRESO over the period, per accumulator (minor units). */
  concepts: z.array(
    z.object({
      concepto: ZPoteMovementConcept,
      tipo: ZPoteMovementType,
      first_amount: z.string(),
      second_amount: z.string(),
    }),
  ),
});
export type PoteSummary = z.infer<typeof ZPoteSummary>;

export const ZCurrentPoteRequest = z.object({ polla_type: zId('El tipo de polla') });

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const changeErrors = { ...errors, 409: ZErrorResponse, 422: ZErrorResponse };
const managers = rule(POLLA_MANAGERS);

/**
 * The list, summary, current and payment endpoints of one pote kind, under its path's words
 * (`…/jackpots/daily`): exported one by one below, each under the name its path gives it.
 */
function jackpotEndpoints<C extends z.ZodType, P extends z.ZodType>(kind: 'daily' | 'weekly', current: C, payment: P) {
  const word = kind === 'daily' ? 'diario' : 'semanal';
  const base = `${POLLA_BASE}/jackpots/${kind}` as const;
  return {
    list: defineEndpoint({
      method: 'POST',
      path: base,
      summary: `Potes ${kind === 'daily' ? 'diarios' : 'semanales'} de un tipo de polla entre dos fechas`,
      tag: 'Polla',
      access: managers,
      request: { body: ZPoteListQuery },
      responses: { 200: zPage(ZPote), ...errors },
    }),
    summary: defineEndpoint({
      method: 'POST',
      path: `${base}/summary`,
      summary: `Resumen de los movimientos del pote ${word} en un período`,
      tag: 'Polla',
      access: managers,
      request: { body: ZPoteSummaryRequest },
      responses: { 200: ZPoteSummary, ...errors },
    }),
    current: defineEndpoint({
      method: 'POST',
      path: `${base}/current`,
      summary: `El pote ${word} en curso con sus abonos`,
      tag: 'Polla',
      access: managers,
      request: { body: ZCurrentPoteRequest },
      responses: { 200: current, ...errors },
    }),
    payment: defineEndpoint({
      method: 'POST',
      path: `${base}/payment`,
      summary: `Abono manual (INGRESO o EGRESO) al pote ${word}`,
      tag: 'Polla',
      access: managers,
      request: { body: payment },
      responses: { 200: current, ...changeErrors },
    }),
  };
}

export const {
  list: listDailyJackpots,
  summary: getDailyJackpotSummary,
  current: getCurrentDailyJackpot,
  payment: createDailyJackpotPayment,
} = jackpotEndpoints('daily', ZCurrentDailyPote, ZDailyPotePayment);
export const {
  list: listWeeklyJackpots,
  summary: getWeeklyJackpotSummary,
  current: getCurrentWeeklyJackpot,
  payment: createWeeklyJackpotPayment,
} = jackpotEndpoints('weekly', ZCurrentWeeklyPote, ZWeeklyPotePayment);

/** The public page's query: a date and a polla type (the original product's `polla-type`). */
export const ZPublicPollaQuery = z.object({
  date: ZIsoDate.optional(),
  'polla-type': zTextId('El tipo de polla'),
});

export const ZPublicPollaType = z.object({ id: z.number().int(), name: z.string(), currency: ZCurrency });
export const ZPublicResults = z.object({
  date: z.string(),
  draws: z.array(
    z.object({ draw_time: z.string(), result_number: z.string().nullable(), result_name: z.string().nullable() }),
  ),
});
/** A ticket as the public sees it: no name, cédula or phone. */
export const ZPublicBet = z.object({
  serial: z.string(),
  currency: ZCurrency,
  draw_date: z.string(),
  status: ZPollaTicketStatus,
  score: z.number().int().nullable(),
  prize_total: z.string(),
  picks: z.array(z.object({ draw_time: z.string(), numbers: z.array(z.string()) })),
});
export type PublicBet = z.infer<typeof ZPublicBet>;
export const ZPublicJackpots = z.object({
  currency: ZCurrency,
  daily: z.object({ start_date: z.string(), first_amount: z.string(), second_amount: z.string() }).nullable(),
  weekly: z.object({ start_date: z.string(), amount: z.string() }).nullable(),
});

const publicEndpoint = <T extends z.ZodType>(name: string, summary: string, response: T) =>
  defineEndpoint({
    method: 'GET',
    path: `${POLLA_BASE}/public/${name}`,
    summary,
    tag: 'Polla',
    access: PUBLIC,
    bearer: 'none',
    request: { query: ZPublicPollaQuery },
    responses: { 200: response, 400: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
  });

export const publicPollaTypes = defineEndpoint({
  method: 'GET',
  path: `${POLLA_BASE}/public/types`,
  summary: 'Tipos de polla activos (página pública)',
  tag: 'Polla',
  access: PUBLIC,
  bearer: 'none',
  responses: { 200: z.object({ data: z.array(ZPublicPollaType) }), 429: ZErrorResponse },
});
export const publicPollaResults = publicEndpoint('results', 'Resultados del día de un tipo de polla', ZPublicResults);
export const publicPollaBets = publicEndpoint(
  'bets',
  'Jugadas del día de un tipo de polla, sin datos del cliente',
  z.object({ data: z.array(ZPublicBet) }),
);
export const publicPollaJackpots = publicEndpoint('jackpots', 'Potes de un día de un tipo de polla', ZPublicJackpots);
/**
 * A customer's lookup: the cédula and the serial of one of the customer's tickets (printed on it),
 * so that a cédula alone tells nobody whether its owner plays.
 */
export const ZPublicPollaTicketsRequest = ZCedula.extend({ serial: ZPollaSerialRequest.shape.serial });
export type PublicPollaTicketsRequest = z.infer<typeof ZPublicPollaTicketsRequest>;
export const publicPollaTickets = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/public/tickets`,
  summary: 'Los tickets de los últimos días de un cliente, por su cédula y el serial de uno de sus tickets',
  tag: 'Polla',
  access: PUBLIC,
  bearer: 'none',
  request: { body: ZPublicPollaTicketsRequest },
  responses: {
    200: z.object({ data: z.array(ZPublicBet) }),
    400: ZErrorResponse,
    404: ZErrorResponse,
    429: ZErrorResponse,
  },
});

export const exportDailyJackpots = exportEndpointOf(listDailyJackpots);
export const exportWeeklyJackpots = exportEndpointOf(listWeeklyJackpots);

export const pollaPoteEndpoints = [
  exportDailyJackpots,
  exportWeeklyJackpots,
  listDailyJackpots,
  getDailyJackpotSummary,
  getCurrentDailyJackpot,
  createDailyJackpotPayment,
  listWeeklyJackpots,
  getWeeklyJackpotSummary,
  getCurrentWeeklyJackpot,
  createWeeklyJackpotPayment,
  publicPollaTypes,
  publicPollaResults,
  publicPollaBets,
  publicPollaJackpots,
  publicPollaTickets,
] as const;
