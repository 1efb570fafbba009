import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';

/**
 * A small text field of a lookup form (a serial, a cédula, a phone): its value as text, the
 * browser's autocomplete off, the keyboard a phone shows chosen by `inputMode`.
 */
export function LookupField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  error?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
}) {
  const { inputMode, autoCapitalize } = props;
  return (
    <TextField
      size="small"
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
      helperText={props.helperText}
      slotProps={{ htmlInput: { inputMode, autoComplete: 'off', autoCapitalize } }}
    />
  );
}
