import { listCategories, zPage, ZCategory, type Category } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { catalogueKeys } from './keys';

const ZCategoriesPage = zPage(ZCategory);

/** The categories table's list (state in the URL under `c_`). */
export function useCategoriesList() {
  return useListQuery<Category>({
    queryKey: catalogueKeys.categories,
    path: listCategories.path,
    parse: (body) => ZCategoriesPage.parse(body),
    prefix: 'c_',
    filterKeys: ['search', 'status'],
    defaultSort: 'name',
  });
}
