import type { KpiAnswer, LossProfitDay } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { lossProfit } from './sales-repository';

/** The loss-profit KPI: see `lossProfit` for what it counts. */
export const lossProfitKpi: UseCase<KpiQuery, KpiAnswer<LossProfitDay>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, lossProfit);
