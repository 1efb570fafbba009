import type { KpiAnswer, TopNumber } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { topNumbers } from './numbers-repository';

/** The top-numbers KPI: see `topNumbers` for what it counts. */
export const topNumbersKpi: UseCase<KpiQuery, KpiAnswer<TopNumber>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, topNumbers);
