/** Lazy entry of Transacciones › Pendientes. */
export { Component } from './routes/transactions-pending';
