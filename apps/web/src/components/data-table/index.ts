/**
 * THE list table (ARCHITECTURE: "one table component"): `useListQuery` holds a list's state in
 * the URL and fetches its page; `<DataTable>` shows it; the filters write to the same state.
 */
export { DataTable, EMPTY_TEXT, type DataTableProps } from './data-table';
export { fieldOf, type DataTableColumn } from './columns';

export { hiddenOnSmall, stickyCell, tableContainer } from './data-table-head';
export { ListDayFilter, ListSearchField, ListSelectFilter, type FilterOption } from './list-filters';
export {
  fetchListPage,
  forgetListTotals,
  useInvalidateLists,
  useListQuery,
  type ListQuery,
  type Page,
  type UseListQueryOptions,
} from './use-list-query';
export { periodReport, useEndpointList, usePeriodListQuery, type ListEndpoint } from './use-period-list-query';
/** The list's state in the URL: all of list-state's exports. */
export * from './list-state';
