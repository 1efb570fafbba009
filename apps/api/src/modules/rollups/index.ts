/** The public face of the rollups module: what other modules, the app and its tools may use (ADR 053). */
export { foldRollups, foldUntilCaughtUp, rebuildRollups, rollupsCaughtUp } from './rollups-repository';
export { rollupFoldJob } from './rollup-fold-job';
