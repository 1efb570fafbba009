import { listDayDigests, ZListDayDigestsResponse, type DayDigest } from '@banca/contracts';
import { useListQuery, type ListQuery } from '@/components/data-table';
import { INTEGRITY_KEY } from './get-public-day-digest';

/** The closed days' digests as a table (page and order in the URL), newest first. */
export function useDayDigestList(): ListQuery<DayDigest> {
  return useListQuery<DayDigest>({
    queryKey: [...INTEGRITY_KEY, 'day-digests'],
    path: listDayDigests.path,
    parse: (body) => ZListDayDigestsResponse.parse(body),
    defaultSort: 'day',
    defaultOrder: 'desc',
    defaultPerPage: 50,
  });
}
