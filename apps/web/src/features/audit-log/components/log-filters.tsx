import type { LogEntry } from '@banca/contracts';
import TextField from '@mui/material/TextField';
import { ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { useLogFacets } from '../api/list-logs';
import { actionLabel, entityLabel } from './labels';

/** A day filter (`YYYY-MM-DD`, read by the server in the user's zone). */
function DayFilter({ list, filter, label }: { list: ListQuery<LogEntry>; filter: 'from' | 'to'; label: string }) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={list.state.filters[filter] ?? ''}
      onChange={(event) => list.setFilter(filter, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
}

/** Dates, author, action and entity of the log. */
export function LogFilters({ list }: { list: ListQuery<LogEntry> }) {
  const facets = useLogFacets();
  return (
    <>
      <DayFilter list={list} filter="from" label="Desde" />
      <DayFilter list={list} filter="to" label="Hasta" />
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
