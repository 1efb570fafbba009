/** The public face of the quotas module: what other modules, the app and its tools may use (ADR 053). */
export { assertMayEditLimitsOf, partnerNotFound } from './edit-rights';
export {
  cuposAboveTopes,
  resolveEffectiveQuota,
  resolveTope,
  saleLimit,
  type LimitKey,
  type QuotaRow,
  type TopeRow,
} from './resolve-effective-quota';
export { globalTargets, lockPartnerLimits } from './repository';
export { loadCatalogue, pairKey, type CatalogueIndex } from './catalogue-index';
export { quotaRoutes } from './routes';
