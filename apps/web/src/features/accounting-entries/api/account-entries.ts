import {
  createAccountEntry as createEndpoint,
  getAccountEntriesSummary,
  listAccountEntries,
  pathOf,
  reverseAccountEntry as reverseEndpoint,
  ZAccountEntriesSummary,
  ZAccountEntry,
  ZAccountEntryLine,
  zPage,
  type AccountEntryLine,
  type CreateAccountEntryRequest,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePeriodListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { api } from '@/lib/http';
import { ENTRIES_KEY, useInvalidateAccounting } from './keys';

const ZPage = zPage(ZAccountEntryLine);
export const ENTRY_FILTERS = ['partner_id', 'account_id', 'currency', 'origin', 'kind'] as const;

/** A partner's entries of the period with the balance before and after each; its state in the URL. */
export function useAccountEntryList(range: DateRange) {
  return usePeriodListQuery<AccountEntryLine>(range, {
    queryKey: ENTRIES_KEY,
    path: listAccountEntries.path,
    parse: (body) => ZPage.parse(body),
    filterKeys: ENTRY_FILTERS,
  });
}

/** The same partner's balance before, during and after the period, per currency. */
export function useAccountEntriesSummary(range: DateRange, partnerId: string | undefined) {
  return useQuery({
    queryKey: [...ENTRIES_KEY, 'summary', range.from, range.to, partnerId],
    queryFn: async () =>
      ZAccountEntriesSummary.parse(
        await api.get(getAccountEntriesSummary.path, {
          query: { from_date: range.from, to_date: range.to, ...(partnerId ? { partner_id: partnerId } : {}) },
        }),
      ),
  });
}

export function useCreateAccountEntry() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: async (body: CreateAccountEntryRequest) =>
      ZAccountEntry.parse(await api.post(createEndpoint.path, body)),
    onSuccess: invalidate,
    meta: { successMessage: 'Asiento registrado.' },
  });
}

export function useReverseAccountEntry() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: async ({ id, observation }: { id: number; observation: string }) =>
      ZAccountEntry.parse(await api.post(pathOf(reverseEndpoint, { id }), { observation })),
    onSuccess: invalidate,
    meta: { successMessage: 'Asiento revertido.' },
  });
}
