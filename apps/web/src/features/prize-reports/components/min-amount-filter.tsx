import { CURRENCIES, type Currency } from '@banca/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ListQuery } from '@/components/data-table';
import { decimalToMinor, INVALID_AMOUNT, minorToInputText } from '@/components/form';

const DELAY_MS = 350;

/**
 * A minimum amount as a list filter: the person types "3.000,00", the URL and the request hold
 * minor units ("300000"); an amount that does not read is said under the field and not sent.
 */
export function MinAmountFilter<Row>({
  list,
  currency,
  filter = 'min_amount',
}: {
  list: ListQuery<Row>;
  currency: Currency;
  filter?: string;
}) {
  const current = list.state.filters[filter] ?? '';
  const [text, setText] = useState(() => (current ? minorToInputText(current, currency) : ''));
  const { setFilter } = list;
  const minor = text.trim() === '' ? '' : decimalToMinor(text, CURRENCIES[currency].minorDigits);

  useEffect(() => {
    if (minor === null || minor === current) return;
    const timer = setTimeout(() => setFilter(filter, minor), DELAY_MS);
    return () => clearTimeout(timer);
  }, [minor, current, filter, setFilter]);

  return (
    <TextField
      size="small"
      label="Monto mínimo"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={minor === null}
      helperText={minor === null ? INVALID_AMOUNT : undefined}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">{CURRENCIES[currency].symbol}</InputAdornment> },
      }}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    />
  );
}
