/** Lazy entry of the point of sale (ticket-office › sell). */
export { Component } from './routes/sell';
