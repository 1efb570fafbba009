/** Lazy entry of the taquilla's cash register screen. */
export { Component } from './routes/cash-register';
