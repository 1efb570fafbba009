import { ticketsPlayedReport } from './read-sales-report';

/** One page of the tickets played by status, with its totals per currency over every page. */
export const listTicketsPlayed: typeof ticketsPlayedReport.page = (ctx, query) => ticketsPlayedReport.page(ctx, query);
