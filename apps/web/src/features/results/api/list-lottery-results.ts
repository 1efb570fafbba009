import { listLotteryResults, type LotteryResult, type LotteryResultsPage } from '@banca/contracts';
import { useEndpointList, type ListQuery } from '@/components/data-table';
import { RESULTS_KEY } from './keys';

export const RESULT_FILTERS = ['date', 'lottery_id'] as const;

/** The day's draws with their results and amounts (the date and lottery live in the URL). */
export function useLotteryResults() {
  return useEndpointList(listLotteryResults, {
    queryKey: [...RESULTS_KEY, 'lottery-results'],
    filterKeys: RESULT_FILTERS,
    defaultPerPage: 100,
  });
}

/** The whole answer of the last page: its totals per currency besides the rows. */
export const resultsOf = (list: ListQuery<LotteryResult>) => list.query.data as LotteryResultsPage | undefined;
