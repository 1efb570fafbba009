/** Lazy entry of tools › suspend-raffle. */
export { Component } from './routes/suspend-raffle';
