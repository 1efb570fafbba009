export { Metrics, type PoolFigures, type SaleEnd } from './metrics';
export { metricsPlugin } from './metrics-plugin';
