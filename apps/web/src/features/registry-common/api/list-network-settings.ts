import { useListQuery, type ListQuery, type Page } from '@/components/data-table';

/**
 * A list of settings fixed in the subtree (`<NetworkSettingsTable>`): POST list, filtered by
 * partner (with its network) and product, its state in the URL with the `c_` prefix (the page
 * also holds the partner's sheet).
 */
export function useNetworkSettingsList<Row>(options: {
  queryKey: readonly unknown[];
  path: string;
  parse: (body: unknown) => Page<Row>;
}): ListQuery<Row> {
  return useListQuery<Row>({
    ...options,
    method: 'POST',
    filterKeys: ['partner_id', 'product_id'],
    prefix: 'c_',
    defaultPerPage: 25,
  });
}
