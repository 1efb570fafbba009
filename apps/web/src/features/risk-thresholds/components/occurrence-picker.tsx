import type { LayOffOccurrence, LayOffRow } from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListQuery } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';

const labelOf = (occurrence: LayOffOccurrence) =>
  `${occurrence.product} · ${occurrence.draw} · ${formatDateTime(occurrence.draw_at)}${occurrence.open ? '' : ' (cerrado)'}`;

/** The draw whose list is shown: today's draws and those still open for sale, kept in the URL. */
export function OccurrencePicker({
  list,
  occurrences,
}: {
  list: ListQuery<LayOffRow>;
  occurrences: readonly LayOffOccurrence[];
}) {
  const value = list.state.filters.occurrence_id ?? '';
  const known = occurrences.some((occurrence) => String(occurrence.id) === value);
  return (
    <TextField
      select
      size="small"
      label="Sorteo"
      value={known ? value : ''}
      onChange={(event) => list.setFilter('occurrence_id', event.target.value || undefined)}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
    >
      <MenuItem value="">Elija un sorteo</MenuItem>
      {occurrences.map((occurrence) => (
        <MenuItem key={occurrence.id} value={String(occurrence.id)}>
          {labelOf(occurrence)}
        </MenuItem>
      ))}
    </TextField>
  );
}
