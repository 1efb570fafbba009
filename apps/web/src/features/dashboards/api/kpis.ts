import {
  kpiColdestNumbers,
  kpiLatestPartners,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByHour,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary,
  kpiTicketsByDay,
  kpiTopNumbers,
  kpiTopRisk,
  ZColdestNumbersAnswer,
  ZKpiDaysAnswer,
  ZKpiSummary,
  ZLatestPartnersAnswer,
  ZSalesByBetTypeAnswer,
  ZSalesByHourAnswer,
  ZSalesByPartnerAnswer,
  ZSalesByProductAnswer,
  ZTopNumbersAnswer,
  ZTopRiskAnswer,
  type Currency,
  type EndpointContract,
} from '@banca/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/http';

/** Root of every dashboard query. */
export const DASHBOARDS_KEY = ['dashboards'] as const;

/** The live dashboard reads itself again every minute. */
export const LIVE_REFRESH_MS = 60_000;

/** The filters a dashboard sends (business dates; none: today in the browser's zone). */
export interface DashboardQuery {
  readonly from_date?: string;
  readonly to_date?: string;
  readonly partner_id?: number;
  readonly product_id?: number;
  readonly currency?: Currency;
}

export interface KpiReadOptions {
  /** Read again every this many milliseconds (the live dashboard). */
  readonly refreshMs?: number;
  /** False: not read at all (a comparison that is off). */
  readonly enabled?: boolean;
}

/**
 * One KPI's query: its path, the filters, the answer checked with the contract's schema. A new
 * filter keeps the previous answer on screen until the new one arrives, so nothing flickers.
 */
export function kpiQuery<S extends z.ZodType>(
  contract: Pick<EndpointContract, 'path'>,
  schema: S,
  query: DashboardQuery,
  options: KpiReadOptions = {},
) {
  return queryOptions({
    queryKey: [...DASHBOARDS_KEY, contract.path, query],
    queryFn: async ({ signal }): Promise<z.output<S>> =>
      schema.parse(await api.get(contract.path, { query: { ...query }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: options.refreshMs ?? false,
    enabled: options.enabled ?? true,
  });
}

const hookOf =
  <S extends z.ZodType>(contract: Pick<EndpointContract, 'path'>, schema: S) =>
  (query: DashboardQuery, options?: KpiReadOptions) =>
    useQuery(kpiQuery(contract, schema, query, options));

export const useKpiSummary = hookOf(kpiSummary, ZKpiSummary);
export const useSalesByHour = hookOf(kpiSalesByHour, ZSalesByHourAnswer);
export const useSalesByProduct = hookOf(kpiSalesByProduct, ZSalesByProductAnswer);
export const useSalesByBetTypes = hookOf(kpiSalesByBetTypes, ZSalesByBetTypeAnswer);
export const useSalesByPartner = hookOf(kpiSalesByPartner, ZSalesByPartnerAnswer);
export const useTopNumbers = hookOf(kpiTopNumbers, ZTopNumbersAnswer);
export const useTopRisk = hookOf(kpiTopRisk, ZTopRiskAnswer);
export const useLatestPartners = hookOf(kpiLatestPartners, ZLatestPartnersAnswer);
export const useColdestNumbers = hookOf(kpiColdestNumbers, ZColdestNumbersAnswer);
export const useTicketsByDay = hookOf(kpiTicketsByDay, ZKpiDaysAnswer);
export const useLossProfit = hookOf(kpiLossProfit, ZKpiDaysAnswer);
