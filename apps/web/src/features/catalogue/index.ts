/**
 * The catalogue (lotteries, products, categories, draws). The screen is loaded lazily through
 * `@/features/catalogue/screen`; other features may invalidate its lists after a change.
 */
export { catalogueKeys, invalidateCatalogue } from './api/keys';
