import { useInvalidateLists } from '@/components/data-table';

/** Every query of risk thresholds lives under this key. */
export const RISK_THRESHOLDS_KEY = ['risk-thresholds'] as const;

/** After a change: refetch the lists, and let later pages count again. */
export const useInvalidateRiskThresholds = () => useInvalidateLists(RISK_THRESHOLDS_KEY);
