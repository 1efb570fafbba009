/** Lazy entry of the bank's cash administration, tab «funds». */
export { Component } from './routes/funds';
