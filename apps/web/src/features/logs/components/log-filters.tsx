import type { LogEntry } from '@banca/contracts';
import { ListDayFilter, ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { useLogFacets } from '../api/list-logs';
import { actionLabel, entityLabel } from './labels';

/** Dates, author, action and entity of the log. */
export function LogFilters({ list }: { list: ListQuery<LogEntry> }) {
  const facets = useLogFacets();
  return (
    <>
      <ListDayFilter list={list} filter="from" label="Desde" />
      <ListDayFilter list={list} filter="to" label="Hasta" />
      <ListSearchField list={list} label="Usuario" />
      <ListSelectFilter
        list={list}
        filter="action"
        label="Acción"
        options={(facets.data?.actions ?? []).map((value) => ({ value, label: actionLabel(value) }))}
      />
      <ListSelectFilter
        list={list}
        filter="entity"
        label="Entidad"
        options={(facets.data?.entities ?? []).map((value) => ({ value, label: entityLabel(value) }))}
      />
    </>
  );
}
