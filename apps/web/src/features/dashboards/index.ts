/**
 * The dashboards (Ventas del día, Analítico): the KPIs of the user's part of the network. The
 * screens load lazily through `sales-screen.ts` and `analytical-screen.ts`.
 */
export { DASHBOARDS_KEY } from './api/kpis';
