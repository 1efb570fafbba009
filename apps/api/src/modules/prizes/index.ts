/** The public face of the prizes module: what other modules, the app and its tools may use (ADR 053). */
export { payingTaquillaOf } from './find-prize';
export { prizeRefusal } from './prize-rules';
export { prizeRoutes } from './routes';
export { type PayingTaquilla } from './repository';
