import { listAnomalyRules, ZAnomalyRule, zPage, type AnomalyRule } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { ANOMALY_RULES_KEY } from './keys';

const ZPage = zPage(ZAnomalyRule);

/** The banca's anomaly rules (eight, one per kind): all on one page. */
export function useAnomalyRules(enabled: boolean) {
  return useQuery({
    queryKey: ANOMALY_RULES_KEY,
    enabled,
    queryFn: async (): Promise<AnomalyRule[]> =>
      ZPage.parse(await api.get(listAnomalyRules.path, { query: { per_page: 50 } })).data,
  });
}
