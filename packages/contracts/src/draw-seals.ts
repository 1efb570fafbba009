import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf, ZExportFormat, ZFileAnswer, type FileEndpointContract } from './file-answer';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency, ZMinorUnitsSum } from './money';
import { REPORT_ERRORS, REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * Sealed draws (ADR 060): when a draw occurrence closes, each banca's tickets on it are sealed:
 * counts, totals per currency, per number and play type, per agency, annulments, and a SHA-256
 * digest over the tickets in id order (`draw-seal/v1`). The "Acta de cierre" shows one seal.
 */

const TAG = 'Integridad';
/** The banca's administrators and supervisors, each for its own banca (as the day digests). */
export const DRAW_SEAL_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA']);

/** Per currency: what stands and what was annulled when the draw was sealed. */
export const ZDrawSealTotal = z.object({
  currency: ZCurrency,
  tickets: z.string(),
  plays: z.string(),
  amount: ZMinorUnitsSum,
  annulled_tickets: z.string(),
  annulled_plays: z.string(),
  annulled_amount: ZMinorUnitsSum,
});
export type DrawSealTotal = z.infer<typeof ZDrawSealTotal>;

/** One sealed draw in the list: the draw, when it was sealed, its counts and digest. */
export const ZDrawSealRow = z.object({
  occurrence_id: z.number().int(),
  draw_date: z.string(),
  draw_name: z.string(),
  lottery: z.object({ id: z.number().int(), name: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  close_at: z.string(),
  sealed_at: z.string(),
  tickets: z.number().int(),
  plays: z.number().int(),
  annulled_tickets: z.number().int(),
  totals: z.array(ZDrawSealTotal),
  /** Changes made after the seal, each linked to it (the seal itself never changes). */
  corrections: z.number().int(),
  digest: z.string(),
});
export type DrawSealRow = z.infer<typeof ZDrawSealRow>;

export const ZListDrawSealsQuery = zListQueryOf(['draw_date', 'sealed_at'], {
  ...REPORT_PERIOD_FILTERS,
  lottery_id: zTextId('La lotería').optional(),
  product_id: zTextId('El producto').optional(),
});
export type ListDrawSealsQuery = z.input<typeof ZListDrawSealsQuery>;

export const ZListDrawSealsResponse = zReportPage(ZDrawSealRow, {
  tickets: z.string(),
  amount: ZMinorUnitsSum,
  annulled_amount: ZMinorUnitsSum,
});
export type ListDrawSealsResponse = z.infer<typeof ZListDrawSealsResponse>;

/** The caller's banca's sealed draws, newest draw first; with no dates, every sealed draw. */
export const listDrawSeals = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/draw-seals',
  summary: 'Actas de cierre de los sorteos',
  tag: TAG,
  access: DRAW_SEAL_ACCESS,
  request: { query: ZListDrawSealsQuery },
  responses: { 200: ZListDrawSealsResponse, ...REPORT_ERRORS },
});

/** The list as a file (XLSX, PDF or CSV), with its filters. */
export const exportDrawSeals = exportEndpointOf(listDrawSeals);

export const ZDrawSealParams = z.object({ occurrence_id: zTextId('El sorteo') });

/** A line of the acta: per play type and number (the plays that stand), or per agency. */
export const ZDrawSealNumberLine = z.object({
  currency: ZCurrency,
  bet_type: z.object({ id: z.number().int(), name: z.string() }),
  number: z.string(),
  sign: z.string().nullable(),
  plays: z.string(),
  amount: ZMinorUnitsSum,
});
export type DrawSealNumberLine = z.infer<typeof ZDrawSealNumberLine>;

export const ZDrawSealAgencyLine = z.object({
  agency: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  currency: ZCurrency,
  tickets: z.string(),
  plays: z.string(),
  amount: ZMinorUnitsSum,
  annulled_tickets: z.string(),
  annulled_amount: ZMinorUnitsSum,
});
export type DrawSealAgencyLine = z.infer<typeof ZDrawSealAgencyLine>;

export const ZDrawSealCorrection = z.object({
  id: z.number().int(),
  kind: z.enum(['ANNULMENT', 'RESULT']),
  ticket_serial: z.string().nullable(),
  currency: ZCurrency.nullable(),
  plays: z.number().int().nullable(),
  amount: ZMinorUnitsSum.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type DrawSealCorrection = z.infer<typeof ZDrawSealCorrection>;

/** The "Acta de cierre": the seal, its breakdowns, its digest and the corrections linked to it. */
export const ZDrawSeal = ZDrawSealRow.extend({
  version: z.number().int(),
  annulled_plays: z.number().int(),
  by_number: z.array(ZDrawSealNumberLine),
  by_agency: z.array(ZDrawSealAgencyLine),
  tickets_head: z.string(),
  result_number: z.string().nullable(),
  result_sign: z.number().int().nullable(),
  correction_list: z.array(ZDrawSealCorrection),
});
export type DrawSeal = z.infer<typeof ZDrawSeal>;

export const getDrawSeal = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/draw-seals/:occurrence_id',
  summary: 'Acta de cierre de un sorteo',
  tag: TAG,
  access: DRAW_SEAL_ACCESS,
  request: { params: ZDrawSealParams },
  responses: { 200: ZDrawSeal, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
});

/** The acta as a file: its lines (totals, per number, per agency) under a heading with the digest. */
export const exportDrawSeal = {
  method: 'POST',
  path: '/api/v2/admin/draw-seals/:occurrence_id/export',
  summary: 'Exporta el acta de cierre de un sorteo',
  tag: TAG,
  access: DRAW_SEAL_ACCESS,
  answer: 'file',
  request: { params: ZDrawSealParams, body: z.object({ format: ZExportFormat }) },
  responses: { 200: ZFileAnswer, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
} as const satisfies FileEndpointContract;

export const drawSealEndpoints = [listDrawSeals, exportDrawSeals, getDrawSeal, exportDrawSeal] as const;
