/** Lazy entry of Gestión de caja › Ingresos. */
export { Component } from './routes/agency-incomes';
