/** The public face of the users module: what other modules, the app and its tools may use (ADR 053). */
export { userRoutes } from './routes';
