import { z } from 'zod';
import { rule } from './access';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';

/**
 * The detailed-prize report (balance-report › detailed-prize): every winning play of the
 * caller's part of the network, with its ticket, draw, prize, state and payment.
 */

/** Who reads the reports of balance-report (screens table: A, S, D, T). */
export const PRIZE_REPORT_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;

/**
 * A prize's state: owed (its ticket is PREMIADO and the prize still valid, or still ACTIVO
 * waiting for another draw), paid (PAGADO), or expired (PREMIADO past its validity, unpaid).
 */
export const PRIZE_STATES = ['POR_PAGAR', 'PAGADO', 'VENCIDO'] as const;
export const ZPrizeState = z.enum(PRIZE_STATES, { error: 'Estado de premio no válido.' });
export type PrizeState = z.infer<typeof ZPrizeState>;
export const PRIZE_STATE_LABELS: Record<PrizeState, string> = {
  POR_PAGAR: 'Por pagar',
  PAGADO: 'Pagado',
  VENCIDO: 'Vencido',
};

/** The longest period a report reads at once. */
export const MAX_REPORT_DAYS = 366;

export const DETAILED_PRIZE_SORTABLE = [
  'sold_at',
  'serial',
  'taquilla_name',
  'draw_date',
  'amount',
  'prize',
  'state',
  'paid_at',
] as const;

export const ZDetailedPrizeQuery = zListQueryOf(DETAILED_PRIZE_SORTABLE, {
  /** Business dates of the sale, inclusive; today in the caller's zone when absent. */
  ...REPORT_PERIOD_FILTERS,
  /** Narrows to a partner's subtree (inside the caller's). */
  partner_id: zTextId('El asociado').optional(),
  product_id: zTextId('El producto').optional(),
  state: ZPrizeState.optional(),
  currency: ZCurrency.optional(),
  /** The ticket's serial, or its first digits. */
  serial: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, { error: 'El serial solo tiene dígitos (hasta 10).' })
    .optional(),
});
export type DetailedPrizeQuery = z.input<typeof ZDetailedPrizeQuery>;

/** One winning play: its ticket, taquilla, draw, number, what was played and won, and its payment. */
export const ZDetailedPrize = z.object({
  /** The play's id. */
  id: z.number().int(),
  ticket_id: z.number().int(),
  serial: z.string(),
  sold_at: z.string(),
  business_date: z.string(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  occurrence_id: z.number().int(),
  lottery_name: z.string(),
  product_name: z.string(),
  draw_name: z.string(),
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  bet_type_name: z.string(),
  number: z.string(),
  sign: z.number().int().nullable(),
  /** The animalito of the number, for animalito products. */
  symbol_name: z.string().nullable(),
  currency: ZCurrency,
  /** What was played (minor units). */
  amount: z.string(),
  prize: z.string(),
  state: ZPrizeState,
  prize_expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_taquilla_id: z.number().int().nullable(),
  paid_taquilla_name: z.string().nullable(),
});
export type DetailedPrize = z.infer<typeof ZDetailedPrize>;

/** Totals per currency over every prize of the filters: played, won, and won by state. */
export const DETAILED_PRIZE_SUMS = {
  /** How many winning plays. */
  prizes: z.number().int(),
  amount: z.string(),
  prize: z.string(),
  paid: z.string(),
  pending: z.string(),
  expired: z.string(),
};
export const ZDetailedPrizePage = zReportPage(ZDetailedPrize, DETAILED_PRIZE_SUMS);
export type DetailedPrizePage = z.infer<typeof ZDetailedPrizePage>;
export type DetailedPrizeTotals = DetailedPrizePage['totals'][number];

/** The report, and the report as a file (XLSX, PDF or CSV) with the report's filters. */
export const [listDetailedPrizes, exportDetailedPrizes] = reportEndpointsOf({
  path: '/api/v2/admin/reports/detailed-prize',
  summary: 'Premios detallados: cada jugada premiada con su ticket, sorteo, estado y pago',
  access: rule(PRIZE_REPORT_ROLES),
  query: ZDetailedPrizeQuery,
  page: ZDetailedPrizePage,
});

export const prizeReportEndpoints = [listDetailedPrizes, exportDetailedPrizes] as const;
