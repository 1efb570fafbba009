/** Lazy entry of the taquilla's incomes screen. */
export { Component } from './routes/incomes';
