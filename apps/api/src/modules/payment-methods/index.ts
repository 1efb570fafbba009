/** The public face of the payment-methods module: what other modules, the app and its tools may use (ADR 053). */
export { activeMethodsOf, findOwnMethod } from './repository';
export { paymentMethodRoutes } from './routes';
