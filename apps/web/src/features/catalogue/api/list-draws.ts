import { listDraws, zPage, ZDraw, type Draw } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { catalogueKeys } from './keys';

const ZDrawsPage = zPage(ZDraw);

/** The draws table's list (state in the URL under `d_`). */
export function useDrawsList() {
  return useListQuery<Draw>({
    queryKey: catalogueKeys.draws,
    path: listDraws.path,
    parse: (body) => ZDrawsPage.parse(body),
    prefix: 'd_',
    filterKeys: ['search', 'status', 'product_id', 'slot'],
    defaultSort: 'draw_time',
  });
}
