import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_ERRORS, zReportPage } from './report-page';
import { zListQueryOf } from './list';

/**
 * The lay-off list (ADR 058): for one draw occurrence, the numbers whose payout if they win
 * (sold × the bet type's multiplier) exceeds what the banca holds (its HOLD_LIABILITY rule for the
 * currency), with the excess and the stake to pass on to another banca. Each caller sees the sales
 * of its own part of the network.
 */

/** The banca's administrator and supervisor, and a distributor for its branch. */
export const LAY_OFF_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR']);

export const ZLayOffRow = z.object({
  bet_type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  number: z.string(),
  currency: ZCurrency,
  sold: ZMinorUnits,
  /** The bet type's multiplier now, as a decimal string. */
  multiplier: z.string(),
  /** sold × multiplier, rounded to the minor unit. */
  payout: ZMinorUnits,
  hold: ZMinorUnits,
  /** payout − hold. */
  excess: ZMinorUnits,
  /** excess ÷ multiplier, rounded up: the stake another banca must take. */
  pass_on: ZMinorUnits,
});
export type LayOffRow = z.infer<typeof ZLayOffRow>;

/** An occurrence the picker offers: today's and those still open for sale. */
export const ZLayOffOccurrence = z.object({
  id: z.number().int(),
  draw: z.string(),
  product: z.string(),
  draw_at: z.string(),
  open: z.boolean(),
});
export type LayOffOccurrence = z.infer<typeof ZLayOffOccurrence>;

export const ZListLayOffQuery = zListQueryOf(['excess'], {
  /** The draw occurrence; none answers no rows, only the occurrences to pick from. */
  occurrence_id: zTextId('El sorteo').optional(),
  product_id: zTextId('El producto').optional(),
  currency: ZCurrency.optional(),
});
export type ListLayOffQuery = z.input<typeof ZListLayOffQuery>;

export const ZLayOffPage = zReportPage(ZLayOffRow, {
  sold: z.string(),
  payout: z.string(),
  excess: z.string(),
  pass_on: z.string(),
}).extend({
  occurrences: z.array(ZLayOffOccurrence),
});
export type LayOffPage = z.infer<typeof ZLayOffPage>;

export const listLayOff = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/risk/lay-off',
  summary: 'Lista de descarga: números cuyo pago posible supera lo que la banca retiene',
  tag: 'Umbrales de riesgo',
  access: LAY_OFF_ACCESS,
  request: { query: ZListLayOffQuery },
  responses: { 200: ZLayOffPage, ...REPORT_ERRORS },
});

/** The lay-off list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportLayOff = exportEndpointOf(listLayOff);

export const layOffEndpoints = [listLayOff, exportLayOff] as const;
