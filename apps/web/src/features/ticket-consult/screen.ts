/** Lazy entry of reports › ticketConsult. */
export { Component } from './routes/ticket-consult';
