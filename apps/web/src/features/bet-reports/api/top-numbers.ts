import { CURRENCY_CODES, listDailyBets, ZDailyBetsPage, type Currency, type DailyBet } from '@banca/contracts';
import { useQueries } from '@tanstack/react-query';
import { fetchListPage } from '@/components/data-table';
import { BET_REPORTS_KEY } from './report-totals';

/** How many numbers the chart of each currency shows. */
export const TOP_NUMBERS = 10;

/**
 * The most played numbers of the day for each currency in the report (the table's filters, its
 * own paging and order aside): one small request per currency, since amounts of two currencies
 * are never ranked together.
 */
export function useTopNumbers(filters: Readonly<Record<string, string>>, currencies: readonly Currency[]) {
  const shown = CURRENCY_CODES.filter((code) => currencies.includes(code));
  return useQueries({
    queries: shown.map((currency) => {
      const query = { ...filters, currency, sort: 'amount', order: 'desc', page: 1, per_page: TOP_NUMBERS };
      return {
        queryKey: [...BET_REPORTS_KEY, 'top-numbers', query],
        queryFn: async ({ signal }: { signal: AbortSignal }) => ({
          currency,
          rows: (await fetchListPage<DailyBet>(listDailyBets.path, query, undefined, ZDailyBetsPage.parse, signal))
            .data,
        }),
      };
    }),
  });
}
