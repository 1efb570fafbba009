/** The public face of the draw seals module: what other modules, the app and its tools may use (ADR 053, 060). */
export { drawSealRoutes } from './routes';
export { drawSealerJob, sealClosedDraws, DRAW_SEAL_EVERY_MS } from './draw-sealer-job';
export { sealOccurrence } from './seal-draw';
export { recordLateAnnulment, recordResultCorrection } from './seal-corrections';
