import { listProducts, zPage, ZProductRow, type ProductRow } from '@banca/contracts';
import { useListQuery } from '@/components/data-table';
import { catalogueKeys } from './keys';

const ZProductsPage = zPage(ZProductRow);

/** The products table's list (state in the URL under `p_`). */
export function useProductsList() {
  return useListQuery<ProductRow>({
    queryKey: catalogueKeys.products,
    path: listProducts.path,
    parse: (body) => ZProductsPage.parse(body),
    prefix: 'p_',
    filterKeys: ['search', 'status', 'product_type'],
    defaultSort: 'name',
  });
}
