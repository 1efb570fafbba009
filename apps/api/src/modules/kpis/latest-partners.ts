import type { KpiAnswer, LatestPartner } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { latestPartners } from './sales-repository';

/** The latest-partners KPI: see `latestPartners` for what it counts. */
export const latestPartnersKpi: UseCase<KpiQuery, KpiAnswer<LatestPartner>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, latestPartners);
