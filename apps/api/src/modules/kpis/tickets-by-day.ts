import type { KpiAnswer, TicketsDay } from '@banca/contracts';
import type { UseCase } from '../../lib/use-case';
import { kpiAnswerOf, type KpiQuery } from './kpi-filters';
import { ticketsByDay } from './tickets-repository';

/** The tickets-by-day KPI: see `ticketsByDay` for what it counts. */
export const ticketsByDayKpi: UseCase<KpiQuery, KpiAnswer<TicketsDay>> = (ctx, query) =>
  kpiAnswerOf(ctx, query, ticketsByDay);
