import { listLotteries } from '@banca/contracts';
import { useCatalogueList } from './catalogue-list';

/** The lotteries table's list (state in the URL under `l_`). */
export const useLotteriesList = () => useCatalogueList(listLotteries, 'lotteries', 'l_', ['search', 'status']);
