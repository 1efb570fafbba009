import {
  getAccountBalance,
  ZAccountBalanceReport,
  type AccountBalanceLine,
  type AccountBalanceReport,
} from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useListQuery, type ListQuery, type Page } from '@/components/data-table';
import { api } from '@/lib/http';
import { BALANCE_KEY } from './keys';

type BalancePage = Page<AccountBalanceLine> & { report: AccountBalanceReport };

/**
 * The balance of a day as the table's one page of direct associates (the partner's own lines
 * stay in the report, shown apart); the day and the drill-down partner in the URL.
 */
export function useAccountBalanceList() {
  return useListQuery<AccountBalanceLine>({
    queryKey: BALANCE_KEY,
    path: getAccountBalance.path,
    method: 'POST',
    filterKeys: ['date', 'partner_id'],
    parse: (body): BalancePage => {
      const report = ZAccountBalanceReport.parse(body);
      const associates = report.lines.filter((line) => !line.own);
      const count = associates.length;
      return { data: associates, total: count, page: 1, per_page: Math.max(count, 1), report };
    },
  });
}

export const balanceReportOf = (list: ListQuery<AccountBalanceLine>) =>
  (list.query.data as BalancePage | undefined)?.report;

/** The user's partner and its direct associates (today's balance lines), for the entry form. */
export function useDirectPartners() {
  return useQuery({
    queryKey: [...BALANCE_KEY, 'direct'],
    queryFn: async () => {
      const report = ZAccountBalanceReport.parse(await api.post(getAccountBalance.path, {}));
      const seen = new Map<number, string>();
      for (const line of report.lines)
        seen.set(line.partner_id, line.own ? `${line.partner_name} (propio)` : line.partner_name);
      return [...seen].map(([value, label]) => ({ value, label }));
    },
  });
}
