/** The public face of the integrity module: what other modules, the app and its tools may use (ADR 053). */
export { integrityRoutes } from './routes';
export { sealerJob, SEAL_EVERY_MS } from './sealer-job';
export { sealIntegrity } from './chain-sealer';
export { digestsBetween } from './digest-repository';
