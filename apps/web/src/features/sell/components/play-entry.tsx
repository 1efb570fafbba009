import { ZODIAC_SIGNS, type BetTypeCode, type Currency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField, MoneyField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import type { EntryField, PlayEntry } from '../logic/entry';
import type { BetTypeSpec, SymbolSpec } from '../logic/play-number';
import type { SaleLimits } from '../logic/ticket-lines';
import { SymbolPicker } from './symbol-picker';

interface EntryForm {
  bet_type: BetTypeCode | '';
  number: string;
  sign: number | undefined;
  amount: string;
}

const SIGN_OPTIONS = ZODIAC_SIGNS.map((name, index) => ({ value: index + 1, label: `${index + 1} ${name}` }));

export type AddResult = { field: EntryField; message: string } | null;

/**
 * Keyboard entry: bet type, number, sign when needed, amount; Enter adds the play to every
 * selected draw (Enter on the number with no amount goes to the amount) and focus returns to
 * the number. Animalitos can also be clicked on their grid.
 */
export function PlayEntryForm(props: {
  betTypes: readonly BetTypeSpec[];
  symbols: readonly SymbolSpec[];
  currency: Currency;
  limits: SaleLimits;
  disabledReason: string | null;
  /** Set by the form: puts the cursor back on the number (after a sale, a repeat…). */
  focusRef: RefObject<(() => void) | null>;
  onAdd: (entry: PlayEntry) => AddResult;
}) {
  const { betTypes, symbols, currency, limits, disabledReason, focusRef, onAdd } = props;
  const form = useForm<EntryForm>({ defaultValues: { bet_type: '', number: '', sign: undefined, amount: '' } });
  const [betTypeCode, amount] = useWatch({ control: form.control, name: ['bet_type', 'amount'] });
  const betType = betTypes.find((candidate) => candidate.code === betTypeCode) ?? betTypes[0];
  // The product's first bet type, whenever the selected draws do not sell the current one.
  const effectiveCode = betType?.code ?? '';
  useEffect(() => {
    if (effectiveCode !== betTypeCode) form.setValue('bet_type', effectiveCode);
  }, [effectiveCode, betTypeCode, form]);
  useEffect(() => {
    focusRef.current = () => form.setFocus('number');
  }, [focusRef, form]);

  const add = (values: EntryForm, number = values.number) => {
    const code = values.bet_type || effectiveCode;
    if (!code) return;
    if (values.amount === '') {
      if (number !== values.number) form.setValue('number', number);
      form.setFocus('amount');
      return;
    }
    const error = onAdd({ bet_type: code, number, sign: values.sign ?? null, amount: values.amount });
    if (error) {
      const field = error.field === 'draws' ? 'number' : error.field;
      form.setError(field, { message: error.message }, { shouldFocus: true });
      return;
    }
    form.setValue('number', '');
    form.setValue('sign', undefined);
    form.clearErrors();
    // After the submit has settled: focusing inside it would be undone by the submit's own state update.
    setTimeout(() => form.setFocus('number'), 0);
  };
  const disabled = Boolean(disabledReason);
  const money = (minor: string) => formatMoney(minor, currency);

  return (
    <Box component="form" aria-label="Nueva jugada" noValidate onSubmit={form.handleSubmit((values) => add(values))}>
      {disabledReason && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {disabledReason}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1.3fr 1fr 1fr 1.2fr auto' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={form.control}
          name="bet_type"
          label="Jugada"
          size="small"
          disabled={disabled}
          options={betTypes.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
        />
        <FormTextField
          control={form.control}
          name="number"
          label="Número"
          size="small"
          disabled={disabled}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        {betType?.needs_sign ? (
          <FormTextField
            control={form.control}
            name="sign"
            label="Signo"
            size="small"
            disabled={disabled}
            options={SIGN_OPTIONS}
          />
        ) : (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        )}
        <MoneyField
          control={form.control}
          name="amount"
          label="Monto"
          size="small"
          currency={currency}
          disabled={disabled}
          helperText={`Mín. ${money(limits.min_per_play)} · Máx. ${money(limits.max_per_play)} por jugada`}
        />
        <Button type="submit" variant="outlined" disabled={disabled} sx={{ height: 40 }}>
          Agregar
        </Button>
      </Box>
      {betType?.code === 'ANIMALITO' && symbols.length > 0 && (
        <SymbolPicker
          symbols={symbols}
          disabled={disabled}
          onPick={(number) => add(form.getValues(), number)}
          selectedAmount={amount ? money(amount) : null}
        />
      )}
    </Box>
  );
}
