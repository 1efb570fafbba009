import { z } from 'zod';
import { ADMINISTRATIVE_BASE, LEDGER_ACCESS } from './accounts';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { zPositiveMinorUnits } from './ledger';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits } from './money';
import { ZPartnerPaymentMethod, ZPaymentMethodType } from './payment-methods';
import { REPORT_PERIOD_FILTERS } from './report-page';

/**
 * Payments (accounting-entries › paymentRecord): a partner reports what it paid to the partner
 * responsible for its payments, into one of that partner's methods; the payee confirms it (the
 * ledger entry is written then) or rejects it with an observation (ADR 044).
 */

const TAG = 'Pagos';
const BASE = `${ADMINISTRATIVE_BASE}/payments`;

export const PAYMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'DELETED'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES, { error: 'Estado de pago no válido.' });
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmado',
  REJECTED: 'Rechazado',
  DELETED: 'Eliminado',
};

/** The most evidence images a payment carries. */
export const MAX_PAYMENT_IMAGES = 3;

export const ZPayment = z.object({
  id: z.number().int(),
  payer_id: z.number().int(),
  payer_name: z.string(),
  payee_id: z.number().int(),
  payee_name: z.string(),
  /** Whether the caller's partner sent it (else it received it, or it is below the caller). */
  sent: z.boolean(),
  /** Whether the caller's partner is the payee and it is pending: it may confirm or reject it. */
  decidable: z.boolean(),
  payment_method_id: z.number().int(),
  payment_method_alias: z.string(),
  payment_method_type: ZPaymentMethodType,
  account_id: z.number().int(),
  account_name: z.string(),
  payment_date: z.string(),
  currency: ZCurrency,
  amount: ZMinorUnits,
  reference: z.string(),
  observation: z.string(),
  status: ZPaymentStatus,
  rejection_observation: z.string().nullable(),
  image_ids: z.array(z.number().int()),
  created_by: z.string(),
  created_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  entry_id: z.number().int().nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

export const PAYMENT_SORTABLE = ['payment_date', 'created_at', 'amount'] as const;
const listFilters = {
  ...REPORT_PERIOD_FILTERS,
  currency: ZCurrency.optional(),
  /** Sent by the caller's partner, received by it, or either (and those of its subtree). */
  direction: z.enum(['sent', 'received'], { error: 'La dirección es sent o received.' }).optional(),
};
export const ZListPaymentsQuery = zListQueryOf(PAYMENT_SORTABLE, { ...listFilters, status: ZPaymentStatus.optional() });
export type ListPaymentsQuery = z.input<typeof ZListPaymentsQuery>;
export const ZPaymentsByStatusQuery = zListQueryOf(PAYMENT_SORTABLE, listFilters);

export const ZSavePaymentRequest = z.object({
  /** A rejected or pending payment of the caller's partner, corrected and sent again. */
  payment_id: zId('El pago').optional(),
  payment_method_id: zId('El método de pago'),
  account_id: zId('La cuenta').optional(),
  payment_date: ZIsoDate,
  currency: ZCurrency,
  amount: zPositiveMinorUnits(),
  reference: z
    .string({ error: 'La referencia es obligatoria.' })
    .trim()
    .min(1, { error: 'La referencia es obligatoria.' })
    .max(40, { error: 'La referencia no puede tener más de 40 caracteres.' }),
  observation: z
    .string()
    .trim()
    .max(500, { error: 'La observación no puede tener más de 500 caracteres.' })
    .default(''),
  image_ids: z
    .array(zId('La imagen'), { error: 'Las imágenes deben ser una lista.' })
    .max(MAX_PAYMENT_IMAGES, { error: `Un pago lleva hasta ${MAX_PAYMENT_IMAGES} imágenes.` })
    .default([]),
});
export type SavePaymentRequest = z.input<typeof ZSavePaymentRequest>;

export const ZPaymentAction = z.object({ payment_id: zId('El pago') });
export const ZRejectPaymentRequest = ZPaymentAction.extend({
  observation: z
    .string({ error: 'La observación es obligatoria.' })
    .trim()
    .min(1, { error: 'La observación es obligatoria.' })
    .max(500, { error: 'La observación no puede tener más de 500 caracteres.' }),
});

/** Who the caller's partner pays, and the active methods it receives in. */
export const ZPaymentPayee = z.object({
  payee_id: z.number().int().nullable(),
  payee_name: z.string().nullable(),
  currency: ZCurrency,
  methods: z.array(ZPartnerPaymentMethod),
});
export type PaymentPayee = z.infer<typeof ZPaymentPayee>;

export const ZEvidenceParams = z.object({ id: zTextId('El pago'), image_id: zTextId('La imagen') });

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const actionResponses = { 200: ZPayment, ...errors, 409: ZErrorResponse, 422: ZErrorResponse };

export const listPayments = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Historial de pagos enviados y recibidos por el asociado y su subárbol',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZListPaymentsQuery },
  responses: { 200: zPage(ZPayment), ...errors },
});
export const exportPayments = exportEndpointOf(listPayments);

export const listPendingPayments = defineEndpoint({
  method: 'GET',
  path: `${BASE}/pending`,
  summary: 'Pagos pendientes enviados o recibidos',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZPaymentsByStatusQuery },
  responses: { 200: zPage(ZPayment), ...errors },
});

export const listRejectedPayments = defineEndpoint({
  method: 'GET',
  path: `${BASE}/rejected`,
  summary: 'Pagos rechazados, con su observación',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZPaymentsByStatusQuery },
  responses: { 200: zPage(ZPayment), ...errors },
});

export const getPaymentPayee = defineEndpoint({
  method: 'GET',
  path: `${BASE}/payee`,
  summary: 'A quién paga el asociado del usuario y en qué métodos recibe',
  tag: TAG,
  access: LEDGER_ACCESS,
  responses: { 200: ZPaymentPayee, ...errors },
});

export const savePayment = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  summary: 'Reporta un pago (o corrige uno rechazado): queda pendiente',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZSavePaymentRequest },
  responses: actionResponses,
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: `${BASE}/confirm`,
  summary: 'Confirma un pago recibido y escribe su asiento',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZPaymentAction },
  responses: actionResponses,
});

export const rejectPayment = defineEndpoint({
  method: 'POST',
  path: `${BASE}/reject`,
  summary: 'Rechaza un pago recibido con una observación',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZRejectPaymentRequest },
  responses: actionResponses,
});

export const deletePayment = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  summary: 'Elimina un pago propio pendiente o rechazado',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZPaymentAction },
  responses: actionResponses,
});

/** Multipart upload of one evidence image (the `file` field), kept apart from the public images. */
export const uploadPaymentEvidence = defineEndpoint({
  method: 'POST',
  path: `${BASE}/evidence`,
  summary: 'Sube una imagen de comprobante de pago',
  tag: TAG,
  access: LEDGER_ACCESS,
  responses: {
    200: z.object({ id: z.number().int() }),
    ...errors,
    413: ZErrorResponse,
    415: ZErrorResponse,
    429: ZErrorResponse,
  },
});

/** An evidence image of a payment: only for the two partners and those above them. */
export const getPaymentEvidence = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/evidence/:image_id`,
  summary: 'Devuelve una imagen de comprobante de un pago',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { params: ZEvidenceParams },
  responses: { 200: z.unknown(), ...errors },
});

export const paymentEndpoints = [
  listPayments,
  exportPayments,
  listPendingPayments,
  listRejectedPayments,
  getPaymentPayee,
  savePayment,
  confirmPayment,
  rejectPayment,
  deletePayment,
  uploadPaymentEvidence,
  getPaymentEvidence,
] as const;
