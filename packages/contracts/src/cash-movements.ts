import { z } from 'zod';
import {
  CASH_DENIED_COUNTRIES,
  CASH_TAG,
  cashErrors,
  superior,
  TICKET_OFFICE_CASH_ROLES,
  ticketOffice,
  ZCashMovementStatus,
  ZCashRegisterStatus,
  ZDescription,
  ZPaymentMethod,
  ZPositiveAmount,
  ZTaquillaChoice,
} from './cash';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * A taquilla's incomes and outcomes (egresos), recorded, listed, corrected and annulled while the
 * register they count in is open, and the outcome types (ADR 045). Reloads share the movement's
 * shape and live in `cash-reloads.ts`; the superior's approval in `cash-transactions.ts`.
 */

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

/**
 * Corrections of a movement while the register it counts in is open (ADR 045): what a person
 * typed (amount, method, description, reference), never its taquilla, currency or kind.
 */
export const ZUpdateMovement = z
  .object({
    amount: ZPositiveAmount.optional(),
    payment_method: ZPaymentMethod.optional(),
    description: ZDescription.optional(),
    reference: z
      .string()
      .trim()
      .min(1, { error: 'La referencia es obligatoria.' })
      .max(60, { error: 'La referencia no puede tener más de 60 caracteres.' })
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Indique qué se corrige: monto, método, descripción o referencia.',
    path: ['amount'],
  });
export type UpdateMovement = z.input<typeof ZUpdateMovement>;

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
  access: rule([...TICKET_OFFICE_CASH_ROLES, 'ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], {
    deniedCountries: CASH_DENIED_COUNTRIES,
  }),
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

export const updateIncome = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/cash/incomes/:id',
  summary: 'Corrige un ingreso mientras su arqueo está abierto',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El ingreso') }), body: ZUpdateMovement },
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

export const updateOutcome = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/cash/expenditure/:id',
  summary: 'Corrige un egreso mientras su arqueo está abierto (no un pago de premio)',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { params: z.object({ id: zTextId('El egreso') }), body: ZUpdateMovement },
  responses: { 200: ZCashMovement, ...cashErrors },
});

/** The types of an outcome (egreso): the contracts say «expense», as the spec does. */
export const ZExpenseType = z.object({ id: z.number().int(), code: z.string(), name: z.string(), system: z.boolean() });
export type ExpenseType = z.infer<typeof ZExpenseType>;
/** The outcome type a prize paid at the taquilla is written with. */
export const PRIZE_EXPENSE_TYPE = 'PAGO_PREMIO';
/** The outcome type a polla ticket's annulment gives its sale back with. */
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

// Each list before the creation on its path: an export is found by its list's path.
export const cashMovementEndpoints = [
  listIncomes,
  listOutcomes,
  exportIncomes,
  exportOutcomes,
  createIncome,
  checkIncomeReference,
  deleteIncome,
  updateIncome,
  createOutcome,
  deleteOutcome,
  updateOutcome,
  listExpenseTypes,
  transferMovement,
] as const;
