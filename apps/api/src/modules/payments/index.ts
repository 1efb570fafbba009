/** The public face of the payments module: what other modules, the app and its tools may use (ADR 053). */
export { insertPayment, movePayment, replaceImages } from './repository';
export { paymentRoutes } from './routes';
