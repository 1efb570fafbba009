/** Lazy entry of Gestión de caja › Egresos. */
export { Component } from './routes/agency-outcomes';
