/** The public face of the catalogue module: what other modules, the app and its tools may use (ADR 053). */
export { activeBetTypesOf, productRowOf } from './product-repository';
export { catalogueRoutes } from './routes';
export { containing } from './repository';
