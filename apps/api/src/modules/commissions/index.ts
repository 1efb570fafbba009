/** The public face of the commissions module: what other modules, the app and its tools may use (ADR 053). */
export { commissionRoutes } from './routes';
