import { listProducts } from '@banca/contracts';
import { useCatalogueList } from './catalogue-list';

const FILTERS = ['search', 'status', 'product_type'];

/** The products table's list (state in the URL under `p_`). */
export const useProductsList = () => useCatalogueList(listProducts, 'products', 'p_', FILTERS);
