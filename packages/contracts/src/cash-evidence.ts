import { z } from 'zod';
import { CASH_TAG, cashErrors, ticketOffice } from './cash';
import { listIncomes } from './cash-movements';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';

/** The evidence images of an income or outcome (ADR 045): uploaded first, then named by the movement. */

/** Multipart upload of one evidence image (the `file` field) of an income or outcome, kept private. */
export const uploadCashEvidence = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/evidence',
  summary: 'Sube una imagen de soporte de un ingreso o egreso',
  tag: CASH_TAG,
  access: ticketOffice,
  responses: {
    200: z.object({ id: z.number().int() }),
    ...cashErrors,
    413: ZErrorResponse,
    415: ZErrorResponse,
    429: ZErrorResponse,
  },
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

export const cashEvidenceEndpoints = [uploadCashEvidence, getCashEvidence] as const;
