import type { KpiAnswer, PartnerSales } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { salesByPartner } from './sales-repository';

/** The sales-by-partner KPI: see `salesByPartner` for what it counts. */
export const salesByPartnerKpi: UseCase<KpiQuery, KpiAnswer<PartnerSales>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, salesByPartner);
