import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZCurrency, ZMinorUnits } from './money';
import { ZNamedPartner } from './roles';
import { ZTicketStatus } from './sales';
import { REPORT_PERIOD_FILTERS } from './report-page';

/** Who sees the KPIs: the roles of the sales dashboard, each within its own part of the network. */
export const KPI_ROLES = ['ADMIN_BANCA', 'DISTRIBUIDOR', 'SUPERV_BANCA', 'ADMIN_TAQUILLA'] as const;

/** The longest range a KPI reads, both ends included. */
export const MAX_KPI_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (YYYY-MM-DD), both included; NaN when either is not a day. */
export function kpiDaysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The filters every KPI takes. Dates are business dates (the banca's day of the sale), both
 * included; when both are missing they are today in the caller's zone (x-timezone), and a missing
 * one is the other. At most MAX_KPI_DAYS days, never backwards. `partner_id` narrows the focus to
 * a partner of the caller's subtree (404 outside it); `product_id` and `currency` narrow the rows.
 */
export const ZKpiQuery = z
  .object({
    ...REPORT_PERIOD_FILTERS,
    partner_id: zTextId('El asociado').optional(),
    product_id: zTextId('El producto').optional(),
    currency: ZCurrency.optional(),
  })
  .superRefine((query, context) => {
    const { from_date: from, to_date: to } = query;
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (to < from) {
      context.addIssue({
        code: 'custom',
        path: ['to_date'],
        message: 'La fecha final no puede ser anterior a la inicial.',
      });
    } else if (kpiDaysIn(from, to) > MAX_KPI_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to_date'],
        message: `El rango no puede pasar de ${MAX_KPI_DAYS} días.`,
      });
    }
  });
export type KpiQuery = z.input<typeof ZKpiQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZBetTypeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const ZKpiPartnerRef = ZNamedPartner;
export type KpiPartnerRef = z.infer<typeof ZKpiPartnerRef>;

/** The answer of every KPI: the range it covers and its rows (each of one currency). */
const zKpiAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ from_date: z.string(), to_date: z.string(), data: z.array(row) });

/**
 * Sales figures of one group in one currency, money in minor units. `sales` is sold − annulled;
 * `commission` and `participation` are the sums of the selling agencies' priced cells (agency,
 * day, product, bet type, currency: percentage plus extra, capped at the maximum; participation
 * of max(sales − prizes − commission, 0)), or of exact shares of them (ADR 051), never rounded
 * again; `net` is sales − prizes − commission.
 */
const salesFigures = {
  currency: ZCurrency,
  sales: ZMinorUnits,
  annulled: ZMinorUnits,
  /** Plays sold and not annulled. */
  plays: z.number().int(),
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  participation: ZMinorUnits,
  net: ZMinorUnits,
};

export const ZTopNumber = z.object({
  product: ZNamed,
  bet_type: ZBetTypeRef,
  number: z.string(),
  currency: ZCurrency,
  /** Sold and not annulled. */
  amount: ZMinorUnits,
  plays: z.number().int(),
});
export const ZTopRiskRow = z.object({
  occurrence_id: z.number().int(),
  draw: z.string(),
  product: ZNamed,
  draw_at: z.string(),
  bet_type: ZBetTypeRef,
  number: z.string(),
  /** The partner whose own cupo or tope this is (exposure is kept only where a limit is set). */
  partner: ZKpiPartnerRef,
  currency: ZCurrency,
  sold: ZMinorUnits,
  multiplier: z.string(),
  /** What the number pays if it comes out: sold × the bet type's multiplier. */
  payout: ZMinorUnits,
  cupo: ZMinorUnits.nullable(),
  cupo_used_pct: z.string().nullable(),
  tope: ZMinorUnits.nullable(),
  tope_used_pct: z.string().nullable(),
});
export const ZTopTicket = z.object({
  id: z.number().int(),
  serial: z.string(),
  taquilla: ZNamed,
  sold_at: z.string(),
  business_date: z.string(),
  status: ZTicketStatus,
  currency: ZCurrency,
  total: ZMinorUnits,
  prize_total: ZMinorUnits,
});
export const ZLatestPartner = z.object({
  partner: ZKpiPartnerRef,
  created_at: z.string(),
  currency: ZCurrency,
  /** Its subtree's net sales from its creation to `to_date`. */
  sales: ZMinorUnits,
});
export const ZPartnerSales = z.object({ partner: ZKpiPartnerRef, ...salesFigures });
export const ZProductSales = z.object({ product: ZNamed, ...salesFigures });
export const ZBetTypeSales = z.object({ bet_type: ZBetTypeRef, ...salesFigures });
export const ZColdNumber = z.object({
  product: ZNamed,
  number: z.string(),
  /** The last draw date it came out on, up to `to_date`; null when it never did. */
  last_out: z.string().nullable(),
  days_without: z.number().int().nullable(),
});

/** Tickets and money of one group (a day, a period) in one currency. */
const ticketFigures = {
  currency: ZCurrency,
  /** Tickets sold and not annulled (whole tickets: `product_id` does not narrow the counts). */
  tickets: z.number().int(),
  annulled_tickets: z.number().int(),
  /** The not-annulled tickets' total ÷ their count, rounded half up; "0" without tickets. */
  average_ticket: ZMinorUnits,
  sales: ZMinorUnits,
  annulled: ZMinorUnits,
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  participation: ZMinorUnits,
  net: ZMinorUnits,
  /** net ÷ sales as a percentage with two decimals; null without sales. */
  margin_pct: z.string().nullable(),
};

/** One business date's figures (tickets-by-day and loss-profit). */
export const ZKpiDay = z.object({ date: z.string(), ...ticketFigures });
export const ZKpiPeriodFigures = z.object(ticketFigures).omit({ currency: true });
export const ZKpiSummaryRow = z.object({
  currency: ZCurrency,
  current: ZKpiPeriodFigures,
  /** The comparison period's figures (zeros when it sold nothing in this currency). */
  previous: ZKpiPeriodFigures,
});
export const ZKpiSummary = zKpiAnswer(ZKpiSummaryRow).extend({
  /** One day: the same weekday a week before; a longer range: the period of equal length just before. */
  compare_from_date: z.string(),
  compare_to_date: z.string(),
  /**
   * Today is compared until the same time of day (HH:MM in the caller's zone): only the tickets
   * the comparison day sold before it count. Null for any other period (whole days).
   */
  compare_until: z.string().nullable(),
});
export const ZSalesHour = z.object({
  /** Hour of the banca's day the tickets were sold in, 0–23. */
  hour: z.number().int(),
  currency: ZCurrency,
  /** Tickets sold and not annulled, and their total. */
  tickets: z.number().int(),
  sales: ZMinorUnits,
});

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

function kpi<const P extends string, T extends z.ZodType>(path: P, summary: string, answer: T) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/v2/admin/kpis/${path}`,
    summary,
    tag: 'Indicadores',
    access: rule(KPI_ROLES),
    request: { query: ZKpiQuery },
    responses: { 200: answer, ...errors },
  });
}

export const ZTopNumbersAnswer = zKpiAnswer(ZTopNumber);
export const ZTopRiskAnswer = zKpiAnswer(ZTopRiskRow);
export const ZTopTicketsAnswer = zKpiAnswer(ZTopTicket);
export const ZLatestPartnersAnswer = zKpiAnswer(ZLatestPartner);
export const ZSalesByPartnerAnswer = zKpiAnswer(ZPartnerSales).extend({
  /** The partners from the caller's own down to the focus (the drill-down's way back up). */
  chain: z.array(ZKpiPartnerRef),
});
export const ZSalesByProductAnswer = zKpiAnswer(ZProductSales);
export const ZSalesByBetTypeAnswer = zKpiAnswer(ZBetTypeSales);
export const ZColdestNumbersAnswer = zKpiAnswer(ZColdNumber);
export const ZKpiDaysAnswer = zKpiAnswer(ZKpiDay);
export const ZSalesByHourAnswer = zKpiAnswer(ZSalesHour);

export const kpiTopNumbers = kpi('top-numbers', 'Números más jugados por producto', ZTopNumbersAnswer);
export const kpiTopRisk = kpi(
  'top-risk',
  'Riesgo en vivo: números de los sorteos abiertos por pago posible',
  ZTopRiskAnswer,
);
export const kpiTopTickets = kpi('top-tickets', 'Tickets de mayor monto', ZTopTicketsAnswer);
export const kpiLatestPartners = kpi('lastest-partners', 'Asociados más recientes y sus ventas', ZLatestPartnersAnswer);
export const kpiSalesByPartner = kpi(
  'sales-by-partner',
  'Ventas por asociado del nivel inferior',
  ZSalesByPartnerAnswer,
);
export const kpiSalesByProduct = kpi('sales-by-product', 'Ventas por producto', ZSalesByProductAnswer);
export const kpiSalesByBetTypes = kpi('sales_by_bet_types', 'Ventas por tipo de jugada', ZSalesByBetTypeAnswer);
export const kpiColdestNumbers = kpi(
  'coldest-numbers',
  'Números que más tiempo llevan sin salir',
  ZColdestNumbersAnswer,
);
export const kpiTicketsByDay = kpi('tickets-by-day', 'Tickets y ventas por día', ZKpiDaysAnswer);
export const kpiLossProfit = kpi('loss-profit', 'Ganancias y pérdidas por día', ZKpiDaysAnswer);
/** Not in the spec: the sales dashboard's cards with their comparison, in one call. */
export const kpiSummary = kpi('summary', 'Resumen del período y del período de comparación', ZKpiSummary);
/** Not in the spec: the sales dashboard's sales by hour of the day. */
export const kpiSalesByHour = kpi('sales-by-hour', 'Ventas por hora del día', ZSalesByHourAnswer);

export type TopNumber = z.infer<typeof ZTopNumber>;
export type TopRiskRow = z.infer<typeof ZTopRiskRow>;
export type TopTicket = z.infer<typeof ZTopTicket>;
export type LatestPartner = z.infer<typeof ZLatestPartner>;
export type PartnerSales = z.infer<typeof ZPartnerSales>;
export type ProductSales = z.infer<typeof ZProductSales>;
export type BetTypeSales = z.infer<typeof ZBetTypeSales>;
export type ColdNumber = z.infer<typeof ZColdNumber>;
export type KpiDay = z.infer<typeof ZKpiDay>;
export type KpiPeriodFigures = z.infer<typeof ZKpiPeriodFigures>;
/** A period that sold nothing: what a currency without sales reads. */
export const ZERO_KPI_FIGURES: KpiPeriodFigures = {
  tickets: 0,
  annulled_tickets: 0,
  average_ticket: '0',
  sales: '0',
  annulled: '0',
  prizes: '0',
  commission: '0',
  participation: '0',
  net: '0',
  margin_pct: null,
};
export type KpiSummaryRow = z.infer<typeof ZKpiSummaryRow>;
export type KpiSummary = z.infer<typeof ZKpiSummary>;
export type SalesHour = z.infer<typeof ZSalesHour>;
export type SalesByPartnerAnswer = z.infer<typeof ZSalesByPartnerAnswer>;
export interface KpiAnswer<T> {
  from_date: string;
  to_date: string;
  data: T[];
}

export const kpiEndpoints = [
  kpiTopNumbers,
  kpiTopRisk,
  kpiTopTickets,
  kpiLatestPartners,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSalesByBetTypes,
  kpiColdestNumbers,
  kpiTicketsByDay,
  kpiLossProfit,
  kpiSummary,
  kpiSalesByHour,
] as const;
