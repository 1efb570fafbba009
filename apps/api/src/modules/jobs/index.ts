/** The public face of the jobs module: what other modules, the app and its tools may use (ADR 053). */
export { jobRoutes } from './routes';
