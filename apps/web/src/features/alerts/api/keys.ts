import { useQueryClient } from '@tanstack/react-query';
import { useInvalidateLists } from '@/components/data-table';

/** Every query of alerts (the list and the open count) lives under this key. */
export const ALERTS_KEY = ['alerts'] as const;
/** Every query of anomaly rules lives under this key. */
export const ANOMALY_RULES_KEY = ['anomaly-rules'] as const;

/** After handling an alert: refetch the lists and the badge's count. */
export function useInvalidateAlerts() {
  const lists = useInvalidateLists(ALERTS_KEY);
  const client = useQueryClient();
  return async () => {
    await lists();
    await client.invalidateQueries({ queryKey: ALERTS_KEY });
  };
}
