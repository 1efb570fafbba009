import { listLotteries, zPage, ZLottery, type Lottery } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { catalogueKeys } from './keys';

const ZLotteriesPage = zPage(ZLottery);

/** The lotteries table's list (state in the URL under `l_`). */
export function useLotteriesList() {
  return useListQuery<Lottery>({
    queryKey: catalogueKeys.lotteries,
    path: listLotteries.path,
    parse: (body) => ZLotteriesPage.parse(body),
    prefix: 'l_',
    filterKeys: ['search', 'status'],
    defaultSort: 'name',
  });
}
