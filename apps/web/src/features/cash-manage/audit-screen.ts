/** Lazy entry of the bank's cash administration, tab «audit». */
export { Component } from './routes/audit';
