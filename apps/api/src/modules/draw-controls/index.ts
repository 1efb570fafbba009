/** The public face of the draw-controls module: what other modules, the app and its tools may use (ADR 053). */
export { drawControlRoutes } from './routes';
export { blockNumberByThreshold, type ThresholdBlock } from './block-number-by-threshold';
