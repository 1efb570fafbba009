import { listAccounts, ZAccount, zPage } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEndpointList } from '@/components/data-table';
import { api } from '@/lib/http';
import { ACCOUNTS_KEY } from './keys';

const ZPage = zPage(ZAccount);

/** The chart of accounts as a table; its state in the URL. */
export function useAccountList() {
  return useEndpointList(listAccounts, {
    queryKey: ACCOUNTS_KEY,
    filterKeys: ['search', 'active'],
  });
}

/** The active accounts the user may book to, for a form's select. */
export function useAccountOptions() {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'options'],
    queryFn: async () =>
      ZPage.parse(await api.get(listAccounts.path, { query: { active: 'true', per_page: '500', sort: 'name' } })).data,
  });
}
