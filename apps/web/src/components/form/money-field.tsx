import { CURRENCIES, type Currency } from '@banca/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { controlledProps } from './controlled-props';
import { decimalToMinor, minorToInputText } from './money-text';

export type MoneyFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'type'
> & {
  readonly control: Control<T>;
  /** A field holding minor units as a decimal string (the wire's format, e.g. "150000"). */
  readonly name: Path<T>;
  readonly label: string;
  readonly currency: Currency;
  readonly allowNegative?: boolean;
};

export const INVALID_AMOUNT = 'Escriba un monto válido, por ejemplo 1.234,56.';

/**
 * THE money input: the person types a decimal amount ("1.234,56"), the form holds minor units
 * ("123456") — converted as text, never through a float.
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  currency,
  allowNegative,
  helperText,
  ...props
}: MoneyFieldProps<T>) {
  const controller = useController({ control, name });
  const { field } = controller;
  const bound = controlledProps(controller, props.id, helperText);
  const { minorDigits, symbol } = CURRENCIES[currency];
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => minorToInputText(value, currency));
  const [shownFor, setShownFor] = useState(value);
  // The form changed the value (reset, defaults loaded): show it.
  if (value !== shownFor) {
    setShownFor(value);
    if (decimalToMinor(text, minorDigits, allowNegative) !== value) setText(minorToInputText(value, currency));
  }
  const typedInvalid = text.trim() !== '' && decimalToMinor(text, minorDigits, allowNegative) === null;

  const onChange = (next: string) => {
    setText(next);
    const minor = decimalToMinor(next, minorDigits, allowNegative);
    const nextValue = next.trim() === '' ? '' : (minor ?? next);
    setShownFor(nextValue);
    field.onChange(nextValue);
  };

  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        field.onBlur();
        if (!typedInvalid && value) setText(minorToInputText(value, currency));
      }}
      error={typedInvalid || bound.error}
      helperText={typedInvalid ? INVALID_AMOUNT : bound.helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );
}
