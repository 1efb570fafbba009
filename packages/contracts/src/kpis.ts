import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits } from './money';
import { ZPartnerKind } from './roles';
import { ZTicketStatus } from './sales';

/** Who sees the KPIs: the roles of the sales dashboard, each within its own part of the network. */
export const KPI_ROLES = ['ADMIN_BANCA', 'DISTRIBUIDOR', 'SUPERV_BANCA', 'ADMIN_TAQUILLA'] as const;

/**
 * The filters every KPI takes. Dates are business dates (the banca's day of the sale), both
 * included, today in the caller's zone when omitted, at most 366 days. `partner_id` narrows to
 * one partner of the caller's subtree (404 outside it).
 */
export const ZKpiQuery = z.object({
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  partner_id: zTextId('El asociado').optional(),
  product_id: zTextId('El producto').optional(),
  currency: ZCurrency.optional(),
});
export type KpiQuery = z.input<typeof ZKpiQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZBetTypeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const ZPartnerRef = z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: ZPartnerKind });

/** Sales figures of one group in one currency; money in minor units. `sales` is sold − annulled. */
const salesFigures = {
  currency: ZCurrency,
  sales: ZMinorUnits,
  annulled: ZMinorUnits,
  /** Plays sold and not annulled. */
  plays: z.number().int(),
  prizes: ZMinorUnits,
  paid: ZMinorUnits,
};

/** The answer of every KPI: the range it covers and its rows. */
const zKpiAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ from_date: z.string(), to_date: z.string(), data: z.array(row) });

export const ZTopNumber = z.object({
  product: ZNamed,
  bet_type: ZBetTypeRef,
  number: z.string(),
  currency: ZCurrency,
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
  partner: ZPartnerRef,
  currency: ZCurrency,
  sold: ZMinorUnits,
  multiplier: z.string(),
  /** What the number pays if it comes out: sold × multiplier. */
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
  partner: ZPartnerRef,
  created_at: z.string(),
  currency: ZCurrency,
  /** Its subtree's sales from its creation to `to_date`. */
  sales: ZMinorUnits,
});
export const ZPartnerSales = z.object({
  partner: ZPartnerRef,
  ...salesFigures,
  commission: ZMinorUnits,
  net: ZMinorUnits,
});
export const ZProductSales = z.object({ product: ZNamed, ...salesFigures });
export const ZBetTypeSales = z.object({ bet_type: ZBetTypeRef, ...salesFigures });
export const ZColdNumber = z.object({
  product: ZNamed,
  number: z.string(),
  /** The last draw date it came out on or before `to_date`; null when it never did. */
  last_out: z.string().nullable(),
  days_without: z.number().int().nullable(),
});
export const ZTicketsDay = z.object({
  date: z.string(),
  currency: ZCurrency,
  /** Tickets sold and not annulled, and their total. */
  tickets: z.number().int(),
  sales: ZMinorUnits,
  annulled_tickets: z.number().int(),
  annulled: ZMinorUnits,
  /** sales ÷ tickets, rounded to the minor unit; "0" without tickets. */
  average_ticket: ZMinorUnits,
});
export const ZLossProfitDay = z.object({
  date: z.string(),
  currency: ZCurrency,
  sales: ZMinorUnits,
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  /** sales − prizes − commission. */
  net: ZMinorUnits,
  /** net ÷ sales as a percentage with two decimals; null without sales. */
  margin_pct: z.string().nullable(),
});

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

function kpi<const P extends string, T extends z.ZodType>(path: P, summary: string, row: T) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/v2/admin/kpis/${path}`,
    summary,
    tag: 'Indicadores',
    access: rule(KPI_ROLES),
    request: { query: ZKpiQuery },
    responses: { 200: zKpiAnswer(row), ...errors },
  });
}

export const kpiTopNumbers = kpi('top-numbers', 'Números más jugados por producto', ZTopNumber);
export const kpiTopRisk = kpi(
  'top-risk',
  'Riesgo en vivo: números de los sorteos abiertos por pago posible',
  ZTopRiskRow,
);
export const kpiTopTickets = kpi('top-tickets', 'Tickets de mayor monto', ZTopTicket);
export const kpiLatestPartners = kpi('lastest-partners', 'Asociados más recientes y sus ventas', ZLatestPartner);
export const kpiSalesByPartner = kpi('sales-by-partner', 'Ventas por asociado del nivel inferior', ZPartnerSales);
export const kpiSalesByProduct = kpi('sales-by-product', 'Ventas por producto', ZProductSales);
export const kpiSalesByBetTypes = kpi('sales_by_bet_types', 'Ventas por tipo de jugada', ZBetTypeSales);
export const kpiColdestNumbers = kpi('coldest-numbers', 'Números que más tiempo llevan sin salir', ZColdNumber);
export const kpiTicketsByDay = kpi('tickets-by-day', 'Tickets y ventas por día', ZTicketsDay);
export const kpiLossProfit = kpi('loss-profit', 'Ganancias y pérdidas por día', ZLossProfitDay);

export type TopNumber = z.infer<typeof ZTopNumber>;
export type TopRiskRow = z.infer<typeof ZTopRiskRow>;
export type TopTicket = z.infer<typeof ZTopTicket>;
export type LatestPartner = z.infer<typeof ZLatestPartner>;
export type PartnerSales = z.infer<typeof ZPartnerSales>;
export type ProductSales = z.infer<typeof ZProductSales>;
export type BetTypeSales = z.infer<typeof ZBetTypeSales>;
export type ColdNumber = z.infer<typeof ZColdNumber>;
export type TicketsDay = z.infer<typeof ZTicketsDay>;
export type LossProfitDay = z.infer<typeof ZLossProfitDay>;
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
] as const;
