/** Lazy entry of Transacciones › Historial. */
export { Component } from './routes/transactions-history';
