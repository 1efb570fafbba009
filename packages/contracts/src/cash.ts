import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { exportEndpointOf } from './file-answer';
import { zListQueryOf } from './list';
import { PAYMENT_TYPES } from './lookups';
import { ZCurrency, zMoneyInput } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * Cash at the ticket office (DOMAIN §7, ADR 045): incomes, outcomes and reloads of a taquilla,
 * its opening fund, and the register (arqueo) of each business date and currency computed from
 * them: fund + sales − annulments − prizes + incomes − outcomes + reloads = expected.
 */

/** The taquilla's own cash screens and calls (spec: /ticket-office, V and T; never PA). */
export const TICKET_OFFICE_CASH_ROLES = ['VEND_TAQUILLA', 'ADMIN_TAQUILLA'] as const;
/** A superior in the chain: approves registers and transactions (spec: transactions, A, D, S, T). */
export const CASH_SUPERIOR_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;
export const CASH_DENIED_COUNTRIES = ['PA'] as const;

export const ticketOffice = rule(TICKET_OFFICE_CASH_ROLES, { deniedCountries: CASH_DENIED_COUNTRIES });
export const superior = rule(CASH_SUPERIOR_ROLES, { deniedCountries: CASH_DENIED_COUNTRIES });

const PAYMENT_METHOD_CODES = PAYMENT_TYPES.map((type) => type.code) as [string, ...string[]];
export const ZPaymentMethod = z.enum(PAYMENT_METHOD_CODES, { error: 'Método de pago no válido.' });
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;
/** Sales, annulments, prizes and the fund are cash. */
export const CASH_METHOD = 'EFECTIVO';

/**
 * A register's states: CREATED (open), UPDATED (counts saved), SENT (to its superior), RETURNED
 * (sent back with an observation; the taquilla counts again), RECALCULATED (changed after it was
 * sent), APPROVED (closed).
 */
export const CASH_REGISTER_STATUSES = ['CREATED', 'UPDATED', 'SENT', 'RETURNED', 'RECALCULATED', 'APPROVED'] as const;
export const ZCashRegisterStatus = z.enum(CASH_REGISTER_STATUSES, { error: 'Estado de arqueo no válido.' });
export type CashRegisterStatus = z.infer<typeof ZCashRegisterStatus>;
/** THE words of a register's state: every screen, print and export that shows one reads it here. */
export const CASH_REGISTER_STATUS_LABELS: Record<CashRegisterStatus, string> = {
  CREATED: 'Creado',
  UPDATED: 'Actualizado',
  SENT: 'Enviado',
  RETURNED: 'Devuelto',
  RECALCULATED: 'Recalculado',
  APPROVED: 'Aprobado',
};
/** States in which the taquilla counts and sends its register. */
export const CASH_REGISTER_EDITABLE: readonly CashRegisterStatus[] = ['CREATED', 'UPDATED', 'RETURNED'];

/**
 * THE words of a register's difference (counted − expected), the same in rows, totals, prints and
 * files: «Faltante Bs 80,00» below zero, «Sobrante …» above, the bare amount at zero. `money`
 * writes an amount (positive, minor units) in the register's currency.
 */
export function cashDifferenceText(difference: string | bigint | null, money: (amount: string) => string): string {
  if (difference === null) return '—';
  const value = BigInt(difference);
  if (value === 0n) return money('0');
  return `${value < 0n ? 'Faltante' : 'Sobrante'} ${money((value < 0n ? -value : value).toString())}`;
}

export const CASH_MOVEMENT_STATUSES = ['APROBADO', 'PENDIENTE', 'RECHAZADO', 'ANULADO'] as const;
export const ZCashMovementStatus = z.enum(CASH_MOVEMENT_STATUSES, { error: 'Estado no válido.' });
export type CashMovementStatus = z.infer<typeof ZCashMovementStatus>;
export const CASH_MOVEMENT_STATUS_LABELS: Record<CashMovementStatus, string> = {
  APROBADO: 'Aprobado',
  PENDIENTE: 'Pendiente',
  RECHAZADO: 'Rechazado',
  ANULADO: 'Anulado',
};

/** A positive amount in minor units. */
export const ZPositiveAmount = zMoneyInput('El monto');
export const ZNotNegativeAmount = zMoneyInput('El monto', { allowZero: true });

export const ZDescription = z.string().trim().max(500, { error: 'La descripción no puede tener más de 500 caracteres.' });
export const ZObservation = z
  .string({ error: 'La observación es obligatoria.' })
  .trim()
  .min(3, { error: 'Escriba una observación (al menos 3 caracteres).' })
  .max(500, { error: 'La observación no puede tener más de 500 caracteres.' });
const ZReference = z
  .string({ error: 'La referencia es obligatoria.' })
  .trim()
  .min(1, { error: 'La referencia es obligatoria.' })
  .max(60, { error: 'La referencia no puede tener más de 60 caracteres.' });
/** The most evidence images a movement carries. */
export const MAX_CASH_EVIDENCE_IMAGES = 5;
const ZEvidence = z
  .array(zId('La imagen'), { error: 'Las imágenes no son válidas.' })
  .max(MAX_CASH_EVIDENCE_IMAGES, { error: `Hasta ${MAX_CASH_EVIDENCE_IMAGES} imágenes.` });

/** The taquilla a call is about: a seller's own; an agency's user names one of its taquillas. */
export const ZTaquillaChoice = { taquilla_id: zId('La taquilla').optional() };

export const cashErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse };
export const CASH_TAG = 'Caja';

// ─── Movements ──────────────────────────────────────────────────────────────────────────────

export const CASH_MOVEMENT_KINDS = ['INGRESO', 'EGRESO', 'RECARGA'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

export const ZCashMovement = z.object({
  id: z.number().int(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  currency: ZCurrency,
  payment_method: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  exchange_amount: z.string().nullable(),
  exchange_currency: z.string().nullable(),
  exchange_rate: z.string().nullable(),
  description: z.string(),
  expense_type: z.string().nullable(),
  expense_type_name: z.string().nullable(),
  ticket_id: z.number().int().nullable(),
  ticket_serial: z.string().nullable(),
  /** Written by the product with its ticket (a prize paid, a polla sale or annulment): never annulled or corrected from the cash screens. */
  written_by_system: z.boolean(),
  evidence_image_ids: z.array(z.number().int()),
  status: ZCashMovementStatus,
  business_date: z.string(),
  cash_register_id: z.number().int().nullable(),
  /** The state of the register it counts in: it is corrected or annulled only while that one is open. */
  cash_register_status: ZCashRegisterStatus.nullable(),
  created_by: z.string(),
  created_at: z.string(),
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
  handle_observation: z.string().nullable(),
});
export type CashMovement = z.infer<typeof ZCashMovement>;

const exchange = {
  exchange_amount: ZPositiveAmount.optional(),
  exchange_currency: ZCurrency.optional(),
  exchange_rate: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'La tasa debe ser un número con hasta 6 decimales.' })
    .optional(),
};

export const ZCreateIncome = z.object({
  ...ZTaquillaChoice,
  payment_method: ZPaymentMethod,
  currency: ZCurrency,
  amount: ZPositiveAmount,
  reference: ZReference,
  ...exchange,
  description: ZDescription.default(''),
  evidence_image_ids: ZEvidence.default([]),
});
export type CreateIncome = z.input<typeof ZCreateIncome>;

export const ZCreateOutcome = z.object({
  ...ZTaquillaChoice,
  expense_type: z.string({ error: 'El tipo de egreso es obligatorio.' }).trim().min(1).max(40),
  payment_method: ZPaymentMethod,
  currency: ZCurrency,
  amount: ZPositiveAmount,
  reference: ZReference.optional(),
  ...exchange,
  description: ZDescription.default(''),
  evidence_image_ids: ZEvidence.default([]),
});
export type CreateOutcome = z.input<typeof ZCreateOutcome>;

export const CASH_MOVEMENT_SORTABLE = ['created_at', 'amount', 'business_date', 'taquilla_name'] as const;
export const ZCashMovementQuery = zListQueryOf(CASH_MOVEMENT_SORTABLE, {
  ...REPORT_PERIOD_FILTERS,
  /** Narrows to a partner's subtree (inside the caller's). */
  partner_id: zTextId('El asociado').optional(),
  status: ZCashMovementStatus.optional(),
  currency: ZCurrency.optional(),
  cash_register_id: zTextId('El arqueo').optional(),
});
export type CashMovementQuery = z.input<typeof ZCashMovementQuery>;
/** Totals per currency over every movement of the filters. */
export const ZCashMovementPage = zReportPage(ZCashMovement, { movements: z.number().int(), amount: z.string() });
export type CashMovementPage = z.infer<typeof ZCashMovementPage>;

export const ZReferenceQuery = z.object({ reference: ZReference });

export const createIncome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/incomes',
  summary: 'Registra un ingreso de la taquilla (pendiente si supera el monto que requiere aprobación)',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { body: ZCreateIncome },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const listIncomes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/incomes',
  summary: 'Ingresos de las taquillas del asociado',
  tag: CASH_TAG,
  access: rule([...TICKET_OFFICE_CASH_ROLES, 'ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { deniedCountries: CASH_DENIED_COUNTRIES }),
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...cashErrors },
});

export const checkIncomeReference = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/incomes/reference',
  summary: 'Dice si una referencia ya fue usada (se consulta mientras se escribe)',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { query: ZReferenceQuery },
  responses: { 200: z.object({ available: z.boolean() }), ...cashErrors },
});

export const deleteIncome = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/cash/incomes/:id',
  summary: 'Anula un ingreso mientras su arqueo está abierto',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El ingreso') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const createOutcome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/expenditure',
  summary: 'Registra un egreso de la taquilla (pendiente si supera el monto que requiere aprobación)',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { body: ZCreateOutcome },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const listOutcomes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/expenditure',
  summary: 'Egresos de las taquillas del asociado',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...cashErrors },
});

export const deleteOutcome = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/cash/expenditure/:id',
  summary: 'Anula un egreso mientras su arqueo está abierto (no un pago de premio)',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El egreso') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const ZExpenseType = z.object({ id: z.number().int(), code: z.string(), name: z.string(), system: z.boolean() });
export type ExpenseType = z.infer<typeof ZExpenseType>;
/** The expense type a prize paid at the taquilla is written with. */
export const PRIZE_EXPENSE_TYPE = 'PAGO_PREMIO';
/** The expense type a polla ticket's annulment gives its sale back with. */
export const POLLA_ANNULMENT_EXPENSE_TYPE = 'ANULACION_POLLA';

export const listExpenseTypes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/expenditure/types',
  summary: 'Tipos de egreso (los del sistema no se editan ni se eligen a mano)',
  tag: CASH_TAG,
  access: listIncomes.access,
  responses: { 200: z.array(ZExpenseType), ...cashErrors },
});

export const transferMovement = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/expenditure/transfer',
  summary: 'Mueve un ingreso, egreso o recarga a otro arqueo abierto de la misma taquilla y moneda',
  tag: CASH_TAG,
  access: superior,
  request: { body: z.object({ income_id: zId('El movimiento'), cash_register_id: zId('El arqueo') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const exportIncomes = exportEndpointOf(listIncomes);
export const exportOutcomes = exportEndpointOf(listOutcomes);

/** Multipart upload of one evidence image (the `file` field) of an income or outcome, kept private. */
export const uploadCashEvidence = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/evidence',
  summary: 'Sube una imagen de soporte de un ingreso o egreso',
  tag: CASH_TAG,
  access: ticketOffice,
  responses: { 200: z.object({ id: z.number().int() }), ...cashErrors, 413: ZErrorResponse, 415: ZErrorResponse, 429: ZErrorResponse },
});

/** An evidence image of a movement: only for who may see the movement. */
export const getCashEvidence = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/movements/:id/evidence/:image_id',
  summary: 'Devuelve una imagen de soporte de un ingreso o egreso',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { params: z.object({ id: zTextId('El movimiento'), image_id: zTextId('La imagen') }) },
  responses: { 200: z.unknown(), ...cashErrors },
});

/** The taquillas of the caller's subtree that keep cash: pickers of the cash screens. */
export const listCashTaquillas = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/taquillas',
  summary: 'Taquillas activas del asociado, para elegir de cuál se ve o se lleva la caja',
  tag: CASH_TAG,
  access: listIncomes.access,
  responses: { 200: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })), ...cashErrors },
});

// Each list before the creation on its path: an export is found by its list's path.
export const cashEndpoints = [
  listIncomes,
  listOutcomes,
  exportIncomes,
  exportOutcomes,
  createIncome,
  checkIncomeReference,
  deleteIncome,
  createOutcome,
  deleteOutcome,
  listExpenseTypes,
  transferMovement,
  uploadCashEvidence,
  getCashEvidence,
  listCashTaquillas,
] as const;
