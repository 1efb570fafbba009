import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DayField } from '../day-field';
import { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from './date-range';
import type { DateRangeQuery } from './use-date-range';

const ENDS = [
  { end: 'from', label: 'Desde' },
  { end: 'to', label: 'Hasta' },
] as const;

/**
 * The period of a report: Hoy, Ayer, Esta semana, Este mes, or Rango (Desde and Hasta).
 * `dates` comes from `useDateRange`, which keeps the days in the URL.
 */
export function DateRangeFilter({ dates, label = 'Período' }: { dates: DateRangeQuery; label?: string }) {
  const { range, preset, setRange, choosePreset } = dates;
  // "Rango" stays chosen while its days still equal a preset's (e.g. while typing).
  const [picking, setPicking] = useState(false);
  const shown: DatePreset = picking ? 'custom' : preset;

  const choose = (next: DatePreset) => {
    setPicking(next === 'custom');
    if (next !== 'custom') choosePreset(next);
  };

  return (
    <>
      <TextField
        select
        size="small"
        label={label}
        value={shown}
        onChange={(event) => choose(event.target.value as DatePreset)}
        sx={{ minWidth: { xs: '100%', sm: 160 } }}
      >
        {DATE_PRESETS.map((option) => (
          <MenuItem key={option} value={option}>
            {DATE_PRESET_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      {shown === 'custom' &&
        ENDS.map(({ end, label: endLabel }) => (
          <DayField
            key={end}
            label={endLabel}
            value={range[end]}
            onChange={(day) => day && setRange({ ...range, [end]: day })}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
        ))}
    </>
  );
}
