/** Lazy entry of the bank's cash administration, tab «cash-registers». */
export { Component } from './routes/cash-registers';
