import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A list of options to tick, held in the form as the array of ticked values. */
export function CheckGroup<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
  options: readonly { value: string; label: string }[];
}) {
  const { field } = useController({ control, name });
  const chosen = (field.value ?? []) as string[];
  const toggle = (value: string) => field.onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
      <FormHelperText>{hint}</FormHelperText>
    </FormControl>
  );
}
