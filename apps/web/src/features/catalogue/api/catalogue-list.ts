import { useEndpointList, type ListEndpoint, type Page } from '@/components/data-table';
import { catalogueKeys } from './keys';

/**
 * One of the catalogue's tables as a list: its endpoint, its key under `catalogueKeys`, the prefix
 * of its state in the URL (the screen holds several tables), its filters and its default order.
 */
export const useCatalogueList = <ListPage extends Page<unknown>>(
  endpoint: ListEndpoint<ListPage>,
  key: 'lotteries' | 'categories' | 'products' | 'draws',
  prefix: string,
  filterKeys: readonly string[],
  defaultSort = 'name',
) => useEndpointList(endpoint, { queryKey: catalogueKeys[key], prefix, filterKeys, defaultSort });
