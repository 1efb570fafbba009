import { z } from 'zod';
import { rule } from './access';
import { CASH_DENIED_COUNTRIES, CASH_TAG, cashErrors, ZDescription, ZPaymentMethod, ZPositiveAmount } from './cash';
import { ZCashMovement, ZCashMovementPage, ZCashMovementQuery, ZUpdateMovement } from './cash-movements';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { ZCurrency } from './money';

/** Money the chain sends to its taquillas (ADR 045): counted at once, corrected or annulled while the register is open. */

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
  tag: CASH_TAG,
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA'], { deniedCountries: CASH_DENIED_COUNTRIES }),
  request: { body: ZReloadInput.extend({ taquilla_id: zId('La taquilla') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

/** The chain's money sent to many taquillas at once: every active taquilla under `partner_id`, one batch. */
export const createGlobalReload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/reloads/global',
  summary: 'Envía la misma recarga a todas las taquillas activas bajo un asociado',
  tag: CASH_TAG,
  access: createReload.access,
  request: { body: ZReloadInput.extend({ partner_id: zId('El asociado') }) },
  responses: { 200: z.object({ batch_id: z.string(), reloads: z.number().int() }), ...cashErrors },
});

export const listReloads = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/reloads',
  summary: 'Recargas enviadas a las taquillas del asociado',
  tag: CASH_TAG,
  access: createReload.access,
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...cashErrors },
});
export const exportReloads = exportEndpointOf(listReloads);

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

// Each list before the creation on its path: an export is found by its list's path.
export const cashReloadEndpoints = [
  listReloads,
  exportReloads,
  createReload,
  createGlobalReload,
  updateReload,
  deleteReload,
] as const;
