export { Metrics, type PoolName, type SaleEnd } from './metrics';
export { metricsPlugin } from './metrics-plugin';
