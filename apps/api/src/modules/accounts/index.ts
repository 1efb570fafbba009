/** The public face of the accounts module: what other modules, the app and its tools may use (ADR 053). */
export { accountRoutes } from './routes';
export { findVisibleAccount } from './repository';
