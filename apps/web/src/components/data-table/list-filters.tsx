import { DayField } from '../day-field';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ListQuery } from './use-list-query';

const SEARCH_DELAY_MS = 350;

/** Free-text search of a list: written to the URL (and sent) a moment after typing stops. */
export function ListSearchField<Row>({
  list,
  filter = 'search',
  label = 'Buscar',
}: {
  list: ListQuery<Row>;
  filter?: string;
  label?: string;
}) {
  const current = list.state.filters[filter] ?? '';
  const [text, setText] = useState(current);
  const { setFilter } = list;

  // Back/forward navigation changes the URL: follow it.
  useEffect(() => setText(current), [current]);
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilter(filter, text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, current, filter, setFilter]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
    />
  );
}

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** A choice filter of a list ("Todos" clears it). */
export function ListSelectFilter<Row>({
  list,
  filter,
  label,
  options,
}: {
  list: ListQuery<Row>;
  filter: string;
  label: string;
  options: readonly FilterOption[];
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={list.state.filters[filter] ?? ''}
      onChange={(event) => list.setFilter(filter, event.target.value || undefined)}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      <MenuItem value="">Todos</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day filter of a list (`YYYY-MM-DD`; the server reads it in the user's zone). `fallback` shows when unset. */
export function ListDayFilter<Row>({
  list,
  filter,
  label,
  fallback = '',
}: {
  list: ListQuery<Row>;
  filter: string;
  label: string;
  fallback?: string;
}) {
  return (
    <DayField
      label={label}
      value={list.state.filters[filter] ?? fallback}
      onChange={(day) => list.setFilter(filter, day || undefined)}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
}
