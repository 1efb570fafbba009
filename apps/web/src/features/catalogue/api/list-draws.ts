import { listDraws } from '@banca/contracts';
import { useCatalogueList } from './catalogue-list';

const FILTERS = ['search', 'status', 'product_id', 'slot'];

/** The draws table's list (state in the URL under `d_`). */
export const useDrawsList = () => useCatalogueList(listDraws, 'draws', 'd_', FILTERS, 'draw_time');
