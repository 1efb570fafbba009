import { topTickets } from './tickets-repository';
import { readKpi } from './kpi-filters';

/** The tickets of the largest amounts in the period. */
export const kpiTopTickets = readKpi(topTickets);
