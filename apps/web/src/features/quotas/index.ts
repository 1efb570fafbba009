/** Registry › Cupos and the banking screen's Topes tab. Screens load lazily through `screen` and `top-quota-screen`. */
export { QUOTAS_KEY } from './api/keys';
export { useEffectiveQuotas } from './api/get-effective-quotas';
export { useTopQuotas } from './api/top-quotas';
