import { dayFigures } from './days-repository';
import { readKpi } from './kpi-filters';

/** Tickets and sales per day (the same day figures as the loss and profit). */
export const kpiTicketsByDay = readKpi(dayFigures);
