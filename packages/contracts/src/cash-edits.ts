import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { zTextId } from './ids';
import {
  cashErrors,
  CASH_TAG,
  deleteIncome,
  deleteOutcome,
  ZCashMovement,
  ZDescription,
  ZPaymentMethod,
  ZPositiveAmount,
} from './cash';
import { createReload } from './cash-settings';

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

export const updateIncome = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/cash/incomes/:id',
  summary: 'Corrige un ingreso mientras su arqueo está abierto',
  tag: CASH_TAG,
  access: deleteIncome.access,
  request: { params: z.object({ id: zTextId('El ingreso') }), body: ZUpdateMovement },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const updateOutcome = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/cash/expenditure/:id',
  summary: 'Corrige un egreso mientras su arqueo está abierto (no un pago de premio)',
  tag: CASH_TAG,
  access: deleteOutcome.access,
  request: { params: z.object({ id: zTextId('El egreso') }), body: ZUpdateMovement },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const updateReload = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/cash/reloads/:id',
  summary: 'Corrige una recarga mientras el arqueo de la taquilla está abierto',
  tag: CASH_TAG,
  access: createReload.access,
  request: { params: z.object({ id: zTextId('La recarga') }), body: ZUpdateMovement },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const deleteReload = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/cash/reloads/:id',
  summary: 'Anula una recarga mientras el arqueo de la taquilla está abierto',
  tag: CASH_TAG,
  access: createReload.access,
  request: { params: z.object({ id: zTextId('La recarga') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const cashEditEndpoints = [updateIncome, updateOutcome, updateReload, deleteReload] as const;
