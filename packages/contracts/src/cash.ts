import { z } from 'zod';
import { rule } from './access';
import { ZErrorResponse } from './errors';
import { zId } from './ids';
import { PAYMENT_TYPES } from './lookups';
import { zMoneyInput } from './money';

/**
 * Cash at the ticket office (DOMAIN §7, ADR 045): incomes, outcomes and reloads of a taquilla,
 * its opening fund, and the register (arqueo) of each business date and currency computed from
 * them: fund + sales − annulments − prizes + incomes − outcomes + reloads = expected.
 *
 * This file holds what every cash resource shares: who may act, the states, the amounts and the
 * errors. Each resource has its own file: `cash-movements.ts` (incomes and outcomes),
 * `cash-evidence.ts`, `cash-registers.ts`, `cash-transactions.ts`, `cash-reloads.ts`,
 * `cash-funds.ts`, `cash-config.ts` and `cash-watch.ts` (audit, resume, prizes, taquillas).
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

export const ZDescription = z
  .string()
  .trim()
  .max(500, { error: 'La descripción no puede tener más de 500 caracteres.' });
export const ZObservation = z
  .string({ error: 'La observación es obligatoria.' })
  .trim()
  .min(3, { error: 'Escriba una observación (al menos 3 caracteres).' })
  .max(500, { error: 'La observación no puede tener más de 500 caracteres.' });
/** The taquilla a call is about: a seller's own; an agency's user names one of its taquillas. */
export const ZTaquillaChoice = { taquilla_id: zId('La taquilla').optional() };

export const cashErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
export const CASH_TAG = 'Caja';
