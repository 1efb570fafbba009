import { listAwardOccurrences, zPage, ZAwardOccurrence, type AwardOccurrence } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { RESULTS_KEY } from '@/features/results';

const ZPage = zPage(ZAwardOccurrence);

/** The day's draws with state, result, plays and prizes of the caller's part of the network. */
export function useAwardOccurrences() {
  return useListQuery<AwardOccurrence>({
    queryKey: [...RESULTS_KEY, 'award-raffle'],
    path: listAwardOccurrences.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: ['date', 'lottery_id'],
    defaultPerPage: 100,
  });
}
