import type { Currency } from '@banca/contracts';
import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { FormTextField, MoneyField } from '@/components/form';

const AMOUNTS = [
  ['min_per_play', 'Mínimo por jugada'],
  ['max_per_play', 'Máximo por jugada'],
  ['max_per_ticket', 'Máximo por ticket'],
] as const;
const NUMBERS = [
  ['minutes_before_close', 'Minutos antes del cierre'],
  ['annulment_window_minutes', 'Ventana de anulación (min)'],
  ['max_annulments_per_day', 'Máximo de anulaciones por día'],
  ['prize_validity_days', 'Días de validez del premio'],
] as const;

/** The bets settings (DOMAIN §3): amounts in the partner's currency, then the limits. */
export function BetsFields({ currency, prefix = '' }: { currency: Currency; prefix?: '' | 'bets.' }) {
  const { control } = useFormContext<Record<string, unknown>>();
  return (
    <Grid container spacing={2}>
      {AMOUNTS.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 4 }}>
          <MoneyField control={control} name={`${prefix}${name}`} label={label} currency={currency} required />
        </Grid>
      ))}
      {NUMBERS.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField control={control} name={`${prefix}${name}`} label={label} integer required />
        </Grid>
      ))}
    </Grid>
  );
}

export const BETS_FIELD_NAMES = [...AMOUNTS, ...NUMBERS].map(([name]) => name);
