import { listLayOff, ZLayOffPage, type LayOffPage, type LayOffRow } from '@banca/contracts';
import { useListQuery, type ListQuery } from '@/components/data-table';

/** Every query of the lay-off list lives under this key. */
export const LAY_OFF_KEY = ['lay-off'] as const;

/** The lay-off list of the draw in the URL (`occurrence_id`), largest excess first; the draws to pick come with it. */
export function useLayOffList() {
  return useListQuery<LayOffRow>({
    queryKey: LAY_OFF_KEY,
    path: listLayOff.path,
    filterKeys: ['occurrence_id', 'currency'],
    defaultSort: 'excess',
    defaultOrder: 'desc',
    parse: (body) => ZLayOffPage.parse(body),
  });
}

/** The whole answer behind the table: its totals and the draws to pick from. */
export const layOffPageOf = (list: ListQuery<LayOffRow>) => list.query.data as LayOffPage | undefined;
