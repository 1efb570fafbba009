import { listCategories } from '@banca/contracts';
import { useCatalogueList } from './catalogue-list';

/** The categories table's list (state in the URL under `c_`). */
export const useCategoriesList = () => useCatalogueList(listCategories, 'categories', 'c_', ['search', 'status']);
