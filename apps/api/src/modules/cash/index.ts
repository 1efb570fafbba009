/** The public face of the cash module: what other modules, the app and its tools may use (ADR 053). */
export {
  REGISTER_COLUMNS,
  REGISTER_FROM,
  claimTicketEvents,
  openRegisterFor,
  registerTerms,
  toRegister,
  type RawRegister,
  type RegisterTerm,
} from './register-repository';
export { cashRoutes } from './routes';
export { linesOf, registerViews } from './register-view';
export { cashHandlers } from './event-handlers';
