import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { ZIsoDate } from './logs';

/** Longest range of business dates a report, a KPI or a rebuild of the rollups takes at once. */
export const MAX_REPORT_DAYS = 366;

/** Rebuilds the sales rollups of the caller's banca for a range of business dates. */
export const ZRecalculateRollupsRequest = z.object({
  from_date: ZIsoDate,
  to_date: ZIsoDate,
});
export type RecalculateRollupsRequest = z.infer<typeof ZRecalculateRollupsRequest>;

export const ZRecalculateRollupsResponse = z.object({
  from_date: z.string(),
  to_date: z.string(),
  /** Rollup rows of the range after the rebuild: per sale grain, per number and per ticket status. */
  sales_rows: z.number().int(),
  number_rows: z.number().int(),
  ticket_rows: z.number().int(),
});
export type RecalculateRollupsResponse = z.infer<typeof ZRecalculateRollupsResponse>;

export const recalculateGeneralReport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/reports/general/recalculate',
  summary: 'Recalcula los acumulados de ventas de un rango de fechas de la banca',
  tag: 'Reportes',
  access: rule(['ADMIN_BANCA']),
  request: { body: ZRecalculateRollupsRequest },
  responses: {
    200: ZRecalculateRollupsResponse,
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
  },
});

export const reportEndpoints = [recalculateGeneralReport] as const;
