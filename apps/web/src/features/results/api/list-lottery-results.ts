import { listLotteryResults, zPage, ZOccurrenceResult, type OccurrenceResult } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { RESULTS_KEY } from './keys';

const ZPage = zPage(ZOccurrenceResult);
export const RESULT_FILTERS = ['date', 'lottery_id'] as const;

/** The day's draws with their results (the date and lottery live in the URL). */
export function useLotteryResults() {
  return useListQuery<OccurrenceResult>({
    queryKey: [...RESULTS_KEY, 'lottery-results'],
    path: listLotteryResults.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: RESULT_FILTERS,
    defaultPerPage: 100,
  });
}
