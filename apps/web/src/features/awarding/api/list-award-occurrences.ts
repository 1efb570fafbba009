import { listAwardOccurrences } from '@banca/contracts';
import { useEndpointList } from '@/components/data-table';
import { RESULTS_KEY } from '@/features/results';

/** The day's draws with state, result, plays and prizes of the caller's part of the network. */
export function useAwardOccurrences() {
  return useEndpointList(listAwardOccurrences, {
    queryKey: [...RESULTS_KEY, 'award-raffle'],
    filterKeys: ['date', 'lottery_id'],
    defaultPerPage: 100,
  });
}
