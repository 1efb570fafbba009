import type { KpiAnswer, ProductSales } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { salesByProduct } from './sales-repository';

/** The sales-by-product KPI: see `salesByProduct` for what it counts. */
export const salesByProductKpi: UseCase<KpiQuery, KpiAnswer<ProductSales>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, salesByProduct);
