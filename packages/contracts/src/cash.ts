import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { PAYMENT_TYPES } from './lookups';
import { ZCurrency } from './money';

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

const ticketOffice = rule(TICKET_OFFICE_CASH_ROLES, { deniedCountries: CASH_DENIED_COUNTRIES });
const superior = rule(CASH_SUPERIOR_ROLES, { deniedCountries: CASH_DENIED_COUNTRIES });
/** Reads over many taquillas: the bank, its distributors and agencies. */
const cashReader = rule(CASH_SUPERIOR_ROLES, { deniedCountries: CASH_DENIED_COUNTRIES });

const PAYMENT_METHOD_CODES = PAYMENT_TYPES.map((type) => type.code) as [string, ...string[]];
export const ZPaymentMethod = z.enum(PAYMENT_METHOD_CODES, { error: 'Método de pago no válido.' });
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;
/** Sales, annulments, prizes and the fund are cash. */
export const CASH_METHOD = 'EFECTIVO';

export const CASH_REGISTER_STATUSES = ['CREATED', 'UPDATED', 'SENT', 'RECALCULATED', 'APPROVED'] as const;
export const ZCashRegisterStatus = z.enum(CASH_REGISTER_STATUSES, { error: 'Estado de arqueo no válido.' });
export type CashRegisterStatus = z.infer<typeof ZCashRegisterStatus>;
export const CASH_REGISTER_STATUS_LABELS: Record<CashRegisterStatus, string> = {
  CREATED: 'Creado',
  UPDATED: 'Actualizado',
  SENT: 'Enviado',
  RECALCULATED: 'Recalculado',
  APPROVED: 'Aprobado',
};

export const CASH_MOVEMENT_STATUSES = ['APROBADO', 'PENDIENTE', 'RECHAZADO', 'ANULADO'] as const;
export const ZCashMovementStatus = z.enum(CASH_MOVEMENT_STATUSES, { error: 'Estado no válido.' });
export type CashMovementStatus = z.infer<typeof ZCashMovementStatus>;

/** A positive amount in minor units. */
const ZPositiveAmount = z
  .string({ error: 'El monto debe ser un número entero de céntimos.' })
  .regex(/^\d{1,15}$/, { error: 'El monto debe ser un número entero positivo de céntimos.', abort: true })
  .refine((value) => BigInt(value) > 0n, { error: 'El monto debe ser mayor que cero.' });
const ZNotNegativeAmount = z
  .string({ error: 'El monto debe ser un número entero de céntimos.' })
  .regex(/^\d{1,15}$/, { error: 'El monto no puede ser negativo.' });

const ZDescription = z.string().trim().max(500, { error: 'La descripción no puede tener más de 500 caracteres.' });
const ZObservation = z
  .string({ error: 'La observación es obligatoria.' })
  .trim()
  .min(3, { error: 'Escriba una observación (al menos 3 caracteres).' })
  .max(500, { error: 'La observación no puede tener más de 500 caracteres.' });
const ZReference = z
  .string({ error: 'La referencia es obligatoria.' })
  .trim()
  .min(1, { error: 'La referencia es obligatoria.' })
  .max(60, { error: 'La referencia no puede tener más de 60 caracteres.' });
const ZEvidence = z.array(zId('La imagen'), { error: 'Las imágenes no son válidas.' }).max(5, { error: 'Hasta 5 imágenes.' });

/** The taquilla a call is about: a seller's own; an agency's user names one of its taquillas. */
const ZTaquillaChoice = { taquilla_id: zId('La taquilla').optional() };

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse };
const TAG = 'Caja';

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
  evidence_image_ids: z.array(z.number().int()),
  status: ZCashMovementStatus,
  business_date: z.string(),
  cash_register_id: z.number().int().nullable(),
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
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  /** Narrows to a partner's subtree (inside the caller's). */
  partner_id: zTextId('El asociado').optional(),
  status: ZCashMovementStatus.optional(),
  currency: ZCurrency.optional(),
  cash_register_id: zTextId('El arqueo').optional(),
});
export type CashMovementQuery = z.input<typeof ZCashMovementQuery>;
export const ZCashMovementPage = zPage(ZCashMovement);
export type CashMovementPage = z.infer<typeof ZCashMovementPage>;

export const ZReferenceQuery = z.object({ reference: ZReference });

export const createIncome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/incomes',
  summary: 'Registra un ingreso de la taquilla (pendiente si supera el monto que requiere aprobación)',
  tag: TAG,
  access: ticketOffice,
  request: { body: ZCreateIncome },
  responses: { 200: ZCashMovement, ...errors },
});

export const listIncomes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/incomes',
  summary: 'Ingresos de las taquillas del asociado',
  tag: TAG,
  access: rule([...TICKET_OFFICE_CASH_ROLES, 'ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { deniedCountries: CASH_DENIED_COUNTRIES }),
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...errors },
});

export const checkIncomeReference = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/incomes/reference',
  summary: 'Dice si una referencia ya fue usada (se consulta mientras se escribe)',
  tag: TAG,
  access: ticketOffice,
  request: { query: ZReferenceQuery },
  responses: { 200: z.object({ available: z.boolean() }), ...errors },
});

export const deleteIncome = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/cash/incomes/:id',
  summary: 'Anula un ingreso mientras su arqueo está abierto',
  tag: TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El ingreso') }) },
  responses: { 200: ZCashMovement, ...errors },
});

export const createOutcome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/expenditure',
  summary: 'Registra un egreso de la taquilla (pendiente si supera el monto que requiere aprobación)',
  tag: TAG,
  access: ticketOffice,
  request: { body: ZCreateOutcome },
  responses: { 200: ZCashMovement, ...errors },
});

export const listOutcomes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/expenditure',
  summary: 'Egresos de las taquillas del asociado',
  tag: TAG,
  access: listIncomes.access,
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...errors },
});

export const deleteOutcome = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/cash/expenditure/:id',
  summary: 'Anula un egreso mientras su arqueo está abierto (no un pago de premio)',
  tag: TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El egreso') }) },
  responses: { 200: ZCashMovement, ...errors },
});

export const ZExpenseType = z.object({ id: z.number().int(), code: z.string(), name: z.string(), system: z.boolean() });
export type ExpenseType = z.infer<typeof ZExpenseType>;
/** The expense type a prize paid at the taquilla is written with. */
export const PRIZE_EXPENSE_TYPE = 'PAGO_PREMIO';

export const listExpenseTypes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/expenditure/types',
  summary: 'Tipos de egreso (los del sistema no se editan ni se eligen a mano)',
  tag: TAG,
  access: listIncomes.access,
  responses: { 200: z.array(ZExpenseType), ...errors },
});

export const transferMovement = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/expenditure/transfer',
  summary: 'Mueve un ingreso, egreso o recarga a otro arqueo abierto de la misma taquilla y moneda',
  tag: TAG,
  access: superior,
  request: { body: z.object({ income_id: zId('El movimiento'), cash_register_id: zId('El arqueo') }) },
  responses: { 200: ZCashMovement, ...errors },
});

// ─── Registers ──────────────────────────────────────────────────────────────────────────────

/** One payment method of a register: each term of the formula, what was counted, the difference. */
export const ZCashRegisterLine = z.object({
  payment_method: z.string(),
  opening_fund: z.string(),
  sales: z.string(),
  annulments: z.string(),
  prizes: z.string(),
  incomes: z.string(),
  outcomes: z.string(),
  reloads: z.string(),
  expected: z.string(),
  counted: z.string().nullable(),
  /** counted − expected: negative is a faltante, positive a sobrante. */
  difference: z.string().nullable(),
});
export type CashRegisterLine = z.infer<typeof ZCashRegisterLine>;

export const ZCashRegister = z.object({
  id: z.number().int(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  agency_name: z.string(),
  business_date: z.string(),
  currency: ZCurrency,
  status: ZCashRegisterStatus,
  observation: z.string().nullable(),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  lines: z.array(ZCashRegisterLine),
  expected: z.string(),
  counted: z.string().nullable(),
  difference: z.string().nullable(),
  /** Incomes and outcomes of this taquilla and currency waiting for approval: not counted yet. */
  pending_movements: z.number().int(),
});
export type CashRegister = z.infer<typeof ZCashRegister>;

export const ZCashRegisterRef = z.object({ cash_register_id: zId('El arqueo') });

export const createCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/create',
  summary: 'Abre (o devuelve) el arqueo abierto de la taquilla en una moneda',
  tag: TAG,
  access: ticketOffice,
  request: { body: z.object({ ...ZTaquillaChoice, currency: ZCurrency.optional() }) },
  responses: { 200: ZCashRegister, ...errors },
});

export const getCashRegister = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/cash-register/drawed',
  summary: 'Un arqueo con cada término de la fórmula por método de pago',
  tag: TAG,
  access: listIncomes.access,
  request: { query: z.object({ cash_register_id: zTextId('El arqueo') }) },
  responses: { 200: ZCashRegister, ...errors },
});

export const CASH_ITEM_KINDS = ['VENTA', 'ANULACION', 'PREMIO', 'INGRESO', 'EGRESO', 'RECARGA'] as const;
export const CASH_ITEM_LABELS: Record<(typeof CASH_ITEM_KINDS)[number], string> = {
  VENTA: 'Venta',
  ANULACION: 'Anulación',
  PREMIO: 'Premio pagado',
  INGRESO: 'Ingreso',
  EGRESO: 'Egreso',
  RECARGA: 'Recarga',
};
/** One movement counted in a register: every figure is explained movement by movement. */
export const ZCashRegisterItem = z.object({
  /** `VENTA-<ticket>`, `INGRESO-<movement>`, … */
  item_code: z.string(),
  kind: z.enum(CASH_ITEM_KINDS),
  payment_method: z.string(),
  /** Signed: what it adds to (or takes from) the expected amount. */
  amount: z.string(),
  business_date: z.string(),
  detail: z.string(),
});
export type CashRegisterItem = z.infer<typeof ZCashRegisterItem>;

export const listCashRegisterItems = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/cash-register/expenses',
  summary: 'Los movimientos que cuenta un arqueo, uno por uno',
  tag: TAG,
  access: listIncomes.access,
  request: { query: z.object({ cash_register_id: zTextId('El arqueo') }) },
  responses: { 200: z.array(ZCashRegisterItem), ...errors },
});

export const ZCashCount = z.object({ payment_method: ZPaymentMethod, counted: ZNotNegativeAmount });
export const updateCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/update',
  summary: 'Guarda lo contado por método de pago',
  tag: TAG,
  access: ticketOffice,
  request: {
    body: ZCashRegisterRef.extend({
      counts: z.array(ZCashCount, { error: 'Indique lo contado.' }).max(PAYMENT_TYPES.length, { error: 'Un conteo por método.' }),
    }),
  },
  responses: { 200: ZCashRegister, ...errors },
});

export const sendCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/send',
  summary: 'Envía el arqueo a la agencia para su aprobación',
  tag: TAG,
  access: ticketOffice,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...errors },
});

export const recalculateCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/recalculate',
  summary: 'Cuenta en el arqueo abierto las ventas y anulaciones que aún no contaba',
  tag: TAG,
  access: listIncomes.access,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...errors },
});

export const approveCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/approve',
  summary: 'Aprueba (cierra) un arqueo enviado de una taquilla inferior',
  tag: TAG,
  access: superior,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...errors },
});

export const resetCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/reset',
  summary: 'Devuelve un arqueo enviado a la taquilla con una observación',
  tag: TAG,
  access: superior,
  request: { body: ZCashRegisterRef.extend({ observation: ZObservation }) },
  responses: { 200: ZCashRegister, ...errors },
});

export const CASH_REGISTER_SORTABLE = ['business_date', 'taquilla_name', 'status'] as const;
export const ZCashRegisterQuery = zListQueryOf(CASH_REGISTER_SORTABLE, {
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  partner_id: zTextId('El asociado').optional(),
  status: ZCashRegisterStatus.optional(),
  currency: ZCurrency.optional(),
});
export type CashRegisterQuery = z.input<typeof ZCashRegisterQuery>;
export const ZCashRegisterPage = zPage(ZCashRegister);
export type CashRegisterPage = z.infer<typeof ZCashRegisterPage>;

export const listCashRegisters = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/list',
  summary: 'Arqueos de las taquillas del asociado, con sus cifras',
  tag: TAG,
  access: listIncomes.access,
  request: { query: ZCashRegisterQuery },
  responses: { 200: ZCashRegisterPage, ...errors },
});

// ─── Transactions (movements waiting for a superior) ────────────────────────────────────────

export const ZTransactionQuery = zListQueryOf(CASH_MOVEMENT_SORTABLE, {
  /** pending: waiting; history: approved or rejected. */
  tab: z.enum(['pending', 'history'], { error: 'Pestaña no válida.' }).default('pending'),
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  partner_id: zTextId('El asociado').optional(),
});
export type TransactionQuery = z.input<typeof ZTransactionQuery>;

export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/administrative/transactions/list',
  summary: 'Ingresos y egresos que esperan (o recibieron) la aprobación de un superior',
  tag: TAG,
  access: superior,
  request: { query: ZTransactionQuery },
  responses: { 200: ZCashMovementPage, ...errors },
});

export const TRANSACTION_ACTIONS = ['APPROVE', 'REJECT'] as const;
const handle = {
  action: z.enum(TRANSACTION_ACTIONS, { error: 'La acción debe ser aprobar o rechazar.' }),
  observation: ZObservation.optional(),
};

export const handleIncome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/administrative/transactions/income/handle',
  summary: 'Aprueba o rechaza un ingreso pendiente',
  tag: TAG,
  access: superior,
  request: { body: z.object({ income_id: zId('El ingreso'), ...handle }) },
  responses: { 200: ZCashMovement, ...errors },
});

export const handleExpense = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/administrative/transactions/expense/handle',
  summary: 'Aprueba o rechaza un egreso pendiente',
  tag: TAG,
  access: superior,
  request: { body: z.object({ expense_id: zId('El egreso'), ...handle }) },
  responses: { 200: ZCashMovement, ...errors },
});

// ─── Fund, reloads and config ───────────────────────────────────────────────────────────────

export const saveCashFund = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/cash-fund/save',
  summary: 'Fija el fondo de caja de una taquilla en una moneda (rige desde su próximo arqueo)',
  tag: TAG,
  access: superior,
  request: { body: z.object({ taquilla_id: zId('La taquilla'), currency: ZCurrency, amount: ZNotNegativeAmount, observation: ZDescription.optional() }) },
  responses: { 200: z.object({ taquilla_id: z.number().int(), currency: ZCurrency, amount: z.string() }), ...errors },
});

export const ZReloadInput = z.object({
  currency: ZCurrency,
  payment_method: ZPaymentMethod.default('EFECTIVO'),
  amount: ZPositiveAmount,
  description: ZDescription.default(''),
});

export const createReload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/reloads',
  summary: 'Envía una recarga de dinero a una taquilla',
  tag: TAG,
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA'], { deniedCountries: CASH_DENIED_COUNTRIES }),
  request: { body: ZReloadInput.extend({ taquilla_id: zId('La taquilla') }) },
  responses: { 200: ZCashMovement, ...errors },
});

export const cashEndpoints = [
  createIncome,
  listIncomes,
  checkIncomeReference,
  deleteIncome,
  createOutcome,
  listOutcomes,
  deleteOutcome,
  listExpenseTypes,
  transferMovement,
  createCashRegister,
  getCashRegister,
  listCashRegisterItems,
  updateCashRegister,
  sendCashRegister,
  recalculateCashRegister,
  approveCashRegister,
  resetCashRegister,
  listCashRegisters,
  listTransactions,
  handleIncome,
  handleExpense,
  saveCashFund,
  createReload,
] as const;
