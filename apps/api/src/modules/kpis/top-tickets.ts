import type { KpiAnswer, TopTicket } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { topTickets } from './tickets-repository';

/** The top-tickets KPI: see `topTickets` for what it counts. */
export const topTicketsKpi: UseCase<KpiQuery, KpiAnswer<TopTicket>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, topTickets);
