import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits, zMoneyInput } from './money';
import { PARTNER_FIELDS } from './roles';

/**
 * User metrics (spec §7 "User metrics: CRUD"): sales targets (metas). A target is the net sales
 * (sold − annulled) a partner of the caller's network should reach between two dates, in the
 * partner's currency; a seller's target is set on its taquilla. Progress is read from the sales
 * rollups.
 */

const BASE = '/api/v2/admin/user-metrics';
const TAG = 'Metas de ventas';

/** Who sees targets and their progress: the sales dashboard's roles (spec §2: A, D, S, T). */
const READ_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA']);
/** Who sets them: those who manage the partners below them. */
const WRITE_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['manage_childs'] });

export const ZSalesTarget = z.object({
  id: z.number().int(),
  ...PARTNER_FIELDS,
  date_from: z.string(),
  date_to: z.string(),
  currency: ZCurrency,
  target_amount: ZMinorUnits,
  /** Net sales of the partner's network in the period so far (sold − annulled). */
  achieved_amount: ZMinorUnits,
  /** achieved ÷ target in tenths of a percent, rounded down: 1000 is the target reached. */
  progress_permille: z.number().int(),
  note: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
});
export type SalesTarget = z.infer<typeof ZSalesTarget>;

export const SALES_TARGET_SORTABLE = ['date_from', 'date_to', 'partner_name', 'target_amount'] as const;

export const ZListSalesTargetsQuery = zListQueryOf(SALES_TARGET_SORTABLE, {
  partner_id: zTextId('El asociado').optional(),
  /** Only the targets whose period includes this day (the dashboard sends today). */
  on_date: ZIsoDate.optional(),
});
export type ListSalesTargetsQuery = z.input<typeof ZListSalesTargetsQuery>;

const zTargetAmount = zMoneyInput('La meta');
const zNote = z
  .string({ error: 'La nota debe ser un texto.' })
  .trim()
  .max(200, { error: 'La nota no puede tener más de 200 caracteres.' })
  .nullable()
  .optional();

const ZTargetFields = z.object({
  date_from: ZIsoDate,
  date_to: ZIsoDate,
  target_amount: zTargetAmount,
  note: zNote,
});
const inOrder = (body: { date_from: string; date_to: string }) => body.date_from <= body.date_to;
const outOfOrder = () => ({ error: 'La fecha final no puede ser anterior a la inicial.', path: ['date_to'] });

export const ZCreateSalesTargetRequest = ZTargetFields.extend({ partner_id: zId('El asociado') }).refine(
  inOrder,
  outOfOrder(),
);
export type CreateSalesTargetRequest = z.input<typeof ZCreateSalesTargetRequest>;
export const ZUpdateSalesTargetRequest = ZTargetFields.refine(inOrder, outOfOrder());
export type UpdateSalesTargetRequest = z.input<typeof ZUpdateSalesTargetRequest>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const listSalesTargets = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Metas de ventas de la red del usuario, con su avance',
  tag: TAG,
  access: READ_ACCESS,
  request: { query: ZListSalesTargetsQuery },
  responses: { 200: zPage(ZSalesTarget), ...errors },
});

export const exportSalesTargets = exportEndpointOf(listSalesTargets);

export const getSalesTarget = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'Una meta de ventas con su avance',
  tag: TAG,
  access: READ_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZSalesTarget, 404: ZErrorResponse, ...errors },
});

export const createSalesTarget = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Fija una meta de ventas a un asociado de la red',
  tag: TAG,
  access: WRITE_ACCESS,
  request: { body: ZCreateSalesTargetRequest },
  responses: { 200: ZSalesTarget, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
});

export const updateSalesTarget = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Cambia el período, el monto o la nota de una meta',
  tag: TAG,
  access: WRITE_ACCESS,
  request: { params: ZIdParams, body: ZUpdateSalesTargetRequest },
  responses: { 200: ZSalesTarget, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
});

export const deleteSalesTarget = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Elimina una meta de ventas',
  tag: TAG,
  access: WRITE_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZSalesTarget, 404: ZErrorResponse, ...errors },
});

export const userMetricEndpoints = [
  listSalesTargets,
  exportSalesTargets,
  getSalesTarget,
  createSalesTarget,
  updateSalesTarget,
  deleteSalesTarget,
] as const;
