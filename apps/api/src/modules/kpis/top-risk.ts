import type { KpiAnswer, TopRiskRow } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { topRisk } from './risk-repository';

/** The top-risk KPI: see `topRisk` for what it counts. */
export const topRiskKpi: UseCase<KpiQuery, KpiAnswer<TopRiskRow>> = (ctx, query) => kpiAnswerOf(ctx, query, topRisk);
