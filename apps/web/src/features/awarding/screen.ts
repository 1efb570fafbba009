/** Lazy route module of /admin/tools/award-raffle. */
export { Component } from './routes/award-raffle';
