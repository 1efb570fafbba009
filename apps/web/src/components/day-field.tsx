import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState, type Ref } from 'react';

/** How a day is written and read everywhere: day, month, year (es). */
export const DAY_PLACEHOLDER = 'dd/mm/aaaa';
export const INVALID_DAY = `Fecha inválida: escríbala como ${DAY_PLACEHOLDER}.`;

/** `YYYY-MM-DD` as `DD/MM/YYYY`; anything else as it is. */
export function dayText(iso: string | undefined | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
}

/**
 * A day typed as a person writes it (`26/11/2026`, `26-11-2026`, `26.11.2026`, `1/2/2026`,
 * `26112026`) as `YYYY-MM-DD`; `null` when it is not a day of the calendar.
 */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type DayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** The day as `YYYY-MM-DD`, or empty. */
  readonly value: string | undefined | null;
  /** A new whole day (`YYYY-MM-DD`), or `''` when the field is emptied. */
  readonly onChange: (day: string) => void;
  readonly label: string;
  /** Earliest and latest days the calendar offers (`YYYY-MM-DD`). */
  readonly min?: string;
  readonly max?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /**
   * Given, a text that is not a day is handed on as it is (a form's value then fails its schema
   * and nothing saves); without it the last whole day stays the value (a filter keeps filtering).
   */
  readonly onInvalidText?: (text: string) => void;
};

/**
 * THE day field: the day shown and typed as dd/mm/aaaa whatever the browser's language (a
 * browser's own date input follows its locale: mm/dd/yyyy in an English one), with a calendar
 * button (the browser's own picker) beside it. What it gives and takes is `YYYY-MM-DD`, the API's.
 */
export function DayField({
  value,
  onChange,
  onInvalidText,
  min,
  max,
  label,
  error,
  helperText,
  onBlur,
  ...props
}: DayFieldProps) {
  const [draft, setDraft] = useState<{ text: string; of: string } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const current = value ?? '';
  // What the person is typing stays until it is a day (or until the value changes from outside).
  const text = draft && draft.of === current ? draft.text : dayText(current);
  const invalid =
    draft !== null && draft.of === current && draft.text.trim() !== '' && parseDayText(draft.text) === null;

  const type = (next: string) => {
    const day = parseDayText(next);
    if (day !== null) {
      setDraft({ text: next, of: day });
      if (day !== current) onChange(day);
    } else if (next.trim() === '') {
      setDraft({ text: '', of: '' });
      if (current !== '') onChange('');
    } else if (onInvalidText) {
      setDraft({ text: next, of: next });
      onInvalidText(next);
    } else setDraft({ text: next, of: current });
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = current;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      size="small"
      {...props}
      label={label}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        if (!invalid) setDraft(null);
        onBlur?.(event);
      }}
      placeholder={DAY_PLACEHOLDER}
      error={Boolean(error) || invalid}
      helperText={invalid ? INVALID_DAY : helperText}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-description': `Día como ${DAY_PLACEHOLDER}` },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                // Not the field's label: a search by label («Fecha») must find the field alone.
                aria-label="Abrir el calendario"
                onClick={openCalendar}
              >
                <CalendarIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                min={min}
                max={max}
                onChange={(event) => {
                  if (event.target.value) {
                    setDraft(null);
                    onChange(event.target.value);
                  }
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  pointerEvents: 'none',
                  border: 0,
                  padding: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
      inputRef={props.inputRef}
    />
  );
}
