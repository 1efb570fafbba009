/** The public face of the software module: what other modules, the app and its tools may use (ADR 053). */
export { softwareRoutes } from './routes';
export { terminalsBehind } from './terminal-software-repository';
