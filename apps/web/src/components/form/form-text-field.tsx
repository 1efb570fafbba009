import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayField } from '../day-field';
import { controlledProps } from './controlled-props';

export interface FormOption {
  readonly value: string | number;
  readonly label: string;
  readonly disabled?: boolean;
}

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'select' | 'error'
> & {
  readonly control: Control<T>;
  readonly name: Path<T>;
  readonly label: string;
  /** Makes it a select with these options. */
  readonly options?: readonly FormOption[];
  /** Whole numbers: the form value is a number (or undefined when empty). */
  readonly integer?: boolean;
};

/**
 * THE form field: a react-hook-form field as an MUI TextField (or select) that shows its
 * error — from the shared zod schema or put there by the server — under the field.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  options,
  integer,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const controller = useController({ control, name });
  const { field } = controller;
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const onChange = (text: string) => {
    if (integer) field.onChange(text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : text);
    else if (options && typeof options[0]?.value === 'number') field.onChange(text === '' ? undefined : Number(text));
    else field.onChange(text);
  };

  if (props.type === 'date') {
    // A day is read and typed as dd/mm/aaaa whatever the browser's language; the form holds YYYY-MM-DD.
    const { type: _date, slotProps: _slots, ...rest } = props;
    return (
      <DayField
        fullWidth
        {...rest}
        {...controlledProps(controller, props.id, helperText)}
        value={value}
        onChange={(day) => field.onChange(day)}
        onInvalidText={(text) => field.onChange(text)}
        onBlur={field.onBlur}
      />
    );
  }
  return (
    <TextField
      fullWidth
      {...props}
      {...controlledProps(controller, props.id, helperText)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      select={Boolean(options)}
      {...(integer ? { slotProps: { ...props.slotProps, htmlInput: { inputMode: 'numeric' } } } : {})}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
