import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { LAY_OFF_ACCESS } from './lay-off';
import { zListQueryOf } from './list';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_ERRORS, zReportPage } from './report-page';

/**
 * The live risk board (ADR 058, issue 27): for each draw occurrence still open for sale, per
 * number and bet type, what is sold against the limit of the partner that sets it (its cupo or,
 * for a banca, the smaller of cupo and tope), the share of it used, and what the operator pays if
 * the number wins (sold × the bet type's multiplier now); per draw, its sales and worst case.
 * Each caller sees the limits of its own part of the network: A and S their banca, D its branch.
 */

/** The same readers as the lay-off list: the banca's administrator and supervisor, a distributor for its branch. */
export const RISK_BOARD_ACCESS = LAY_OFF_ACCESS;

const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

export const ZRiskBoardRow = z.object({
  occurrence_id: z.number().int(),
  draw: z.string(),
  product: ZNamedRef,
  draw_at: z.string(),
  bet_type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  number: z.string(),
  /** The partner whose limit this is: the outermost partner of the caller's part that sets one for the number. */
  partner: z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: z.string() }),
  currency: ZCurrency,
  /** What that partner's subtree sold on the number (tickets not annulled), kept by the sale. */
  sold: ZMinorUnits,
  /** The binding limit: the partner's own cupo (draw, else product) and, for a banca, its tope; the smaller. */
  cupo: ZMinorUnits.nullable(),
  /** sold ÷ cupo × 100, two decimals (null without a cupo). */
  used_pct: z.string().nullable(),
  /** The bet type's multiplier now, as a decimal string. */
  multiplier: z.string(),
  /** sold × multiplier, rounded to the minor unit: what the operator pays if the number wins. */
  payout: ZMinorUnits,
});
export type RiskBoardRow = z.infer<typeof ZRiskBoardRow>;

/** One open draw in one currency: its sales, its worst case (the largest payout of one number) and their ratio. */
export const ZRiskBoardDraw = z.object({
  occurrence_id: z.number().int(),
  draw: z.string(),
  product: ZNamedRef,
  lottery: ZNamedRef,
  draw_at: z.string(),
  close_at: z.string(),
  currency: ZCurrency,
  sold: ZMinorUnits,
  worst_case: ZMinorUnits,
  /** The number (with its bet type) that would cost the worst case. */
  worst_number: z.string(),
  /** worst_case ÷ sold, two decimals (null when nothing is sold). */
  worst_ratio: z.string().nullable(),
});
export type RiskBoardDraw = z.infer<typeof ZRiskBoardDraw>;

export const RISK_BOARD_SORTABLE = ['used_pct', 'payout'] as const;

const zMinPct = z.coerce
  .number({ error: 'El porcentaje mínimo debe ser un número.' })
  .min(0, { error: 'El porcentaje mínimo debe estar entre 0 y 1000.' })
  .max(1000, { error: 'El porcentaje mínimo debe estar entre 0 y 1000.' });

export const ZListRiskBoardQuery = zListQueryOf(RISK_BOARD_SORTABLE, {
  occurrence_id: zTextId('El sorteo').optional(),
  lottery_id: zTextId('La lotería').optional(),
  product_id: zTextId('El producto').optional(),
  /** A partner of the caller's part (its branch); another is a 404. */
  partner_id: zTextId('La sucursal').optional(),
  /** Only the rows that use at least this share of their cupo. */
  min_pct: zMinPct.optional(),
  currency: ZCurrency.optional(),
});
export type ListRiskBoardQuery = z.input<typeof ZListRiskBoardQuery>;

export const ZRiskBoardPage = zReportPage(ZRiskBoardRow, { sold: z.string(), payout: z.string() }).extend({
  /** Every open draw of the filters (all of them, whatever the draw, share and page asked), one per currency. */
  draws: z.array(ZRiskBoardDraw),
});
export type RiskBoardPage = z.infer<typeof ZRiskBoardPage>;

export const listRiskBoard = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/risk/board',
  summary: 'Tablero de riesgo: lo vendido por número contra su cupo y lo que pagaría, en los sorteos abiertos',
  tag: 'Umbrales de riesgo',
  access: RISK_BOARD_ACCESS,
  request: { query: ZListRiskBoardQuery },
  responses: { 200: ZRiskBoardPage, ...REPORT_ERRORS },
});

/** The risk board as a file (XLSX, PDF or CSV), with the board's filters and sort. */
export const exportRiskBoard = exportEndpointOf(listRiskBoard);

export const riskBoardEndpoints = [listRiskBoard, exportRiskBoard] as const;
