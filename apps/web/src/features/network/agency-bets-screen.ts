/** Lazy entry of a network screen (kept out of the first load). */
export { Component } from './routes/agency-bets-page';
