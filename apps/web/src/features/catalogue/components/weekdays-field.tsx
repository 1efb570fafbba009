import { WEEKDAYS } from '@banca/contracts';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, type Control } from 'react-hook-form';
import type { DrawForm } from './draw-dialog';

/** The days a draw runs (0 = domingo … 6 = sábado), as toggle buttons. */
export function WeekdaysField({ control }: { control: Control<DrawForm> }) {
  const { field, fieldState } = useController({ control, name: 'weekdays' });
  const value: number[] = field.value ?? [];
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id="weekdays-label" sx={{ mb: 0.5 }}>
        Días
      </FormLabel>
      <ToggleButtonGroup
        size="small"
        color="primary"
        aria-labelledby="weekdays-label"
        value={value}
        onChange={(_event, days: number[]) => field.onChange([...days].sort((a, b) => a - b))}
      >
        {WEEKDAYS.map((day, index) => (
          <ToggleButton key={day} value={index} aria-label={day}>
            {day.slice(0, 3)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
