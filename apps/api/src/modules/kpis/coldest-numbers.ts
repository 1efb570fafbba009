import type { KpiAnswer, ColdNumber } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { coldestNumbers } from './numbers-repository';

/** The coldest-numbers KPI: see `coldestNumbers` for what it counts. */
export const coldestNumbersKpi: UseCase<KpiQuery, KpiAnswer<ColdNumber>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, coldestNumbers);
