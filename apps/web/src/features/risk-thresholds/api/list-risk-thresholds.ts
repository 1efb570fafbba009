import { listRiskThresholds, ZRiskThreshold, zPage, type RiskThreshold } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { RISK_THRESHOLDS_KEY } from './keys';

const ZPage = zPage(ZRiskThreshold);

/** The thresholds of the user's banca; page and sort in the URL. */
export function useRiskThresholdList() {
  return useListQuery<RiskThreshold>({
    queryKey: RISK_THRESHOLDS_KEY,
    path: listRiskThresholds.path,
    parse: (body) => ZPage.parse(body),
  });
}
