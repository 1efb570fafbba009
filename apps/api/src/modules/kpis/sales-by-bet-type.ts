import type { KpiAnswer, BetTypeSales } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { salesByBetType } from './sales-repository';

/** The sales-by-bet-type KPI: see `salesByBetType` for what it counts. */
export const salesByBetTypeKpi: UseCase<KpiQuery, KpiAnswer<BetTypeSales>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, salesByBetType);
