import { ZODIAC_SIGNS, type BetTypeCode, type Currency, type SaleDraw } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField, MoneyField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import type { EntryField, PlayEntry } from '../logic/entry';
import type { BetTypeSpec, SymbolSpec } from '../logic/play-number';
import type { SaleLimits } from '../logic/ticket-lines';
import { SelectedDraws } from './selected-draws';
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
 * Keyboard entry: bet type, number, sign when needed, amount. Enter on the number goes to the
 * amount while it is empty, else adds the play to every selected draw; Enter on the amount adds;
 * focus is back on the number at once. Every step happens in the key's own event, so keys typed
 * with no delay (a scanner) land in the field they were meant for. Animalitos can also be
 * clicked on their grid, which scrolls with `below` under the fields.
 */
export function PlayEntryForm(props: {
  draws: readonly SaleDraw[];
  onRemoveDraw: (occurrenceId: number) => void;
  onNextDraw: () => void;
  betTypes: readonly BetTypeSpec[];
  symbols: readonly SymbolSpec[];
  currency: Currency;
  limits: SaleLimits;
  notice: string | null;
  /** Set by the form: puts the cursor back on the number (after a sale, a repeat…). */
  focusRef: RefObject<(() => void) | null>;
  onAdd: (entry: PlayEntry) => AddResult;
  below?: ReactNode;
}) {
  const { betTypes, symbols, currency, limits, focusRef, onAdd } = props;
  const form = useForm<EntryForm>({ defaultValues: { bet_type: '', number: '', sign: undefined, amount: '' } });
  const [betTypeCode, amount] = useWatch({ control: form.control, name: ['bet_type', 'amount'] });
  const betType = betTypes.find((candidate) => candidate.code === betTypeCode) ?? betTypes[0];
  // The product's first bet type, whenever the selected draws do not sell the current one.
  const effectiveCode = betType?.code ?? '';
  useEffect(() => {
    if (effectiveCode !== betTypeCode) form.setValue('bet_type', effectiveCode);
  }, [effectiveCode, betTypeCode, form]);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves in the key's own event: react-hook-form's setFocus waits for a timer, and keys
  // typed before it fires would land in the field being left.
  const focusField = (name: 'number' | 'amount' | 'sign') =>
    formRef.current?.querySelector<HTMLElement>(`#field-${name}`)?.focus();
  useEffect(() => {
    focusRef.current = () => focusField('number');
  });

  const add = (picked?: string) => {
    const values = form.getValues();
    const number = picked ?? values.number;
    if (values.amount === '') {
      if (number !== values.number) form.setValue('number', number);
      focusField('amount');
      return;
    }
    const error = onAdd({
      bet_type: (values.bet_type || effectiveCode) as BetTypeCode,
      number,
      sign: values.sign ?? null,
      amount: values.amount,
    });
    if (error) {
      const field = error.field === 'draws' ? 'number' : error.field;
      form.setError(field, { message: error.message });
      focusField(field);
      return;
    }
    form.setValue('number', '');
    form.setValue('sign', undefined);
    form.clearErrors();
    focusField('number');
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    add();
  };
  const money = (minor: string) => formatMoney(minor, currency);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        component="form"
        ref={formRef}
        aria-label="Nueva jugada"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <SelectedDraws draws={props.draws} onRemove={props.onRemoveDraw} onNext={props.onNextDraw} />
        {props.notice && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {props.notice}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fit, minmax(132px, 1fr))',
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={form.control}
            name="bet_type"
            label="Jugada"
            size="small"
            disabled={betTypes.length === 0}
            options={betTypes.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
          />
          <FormTextField
            control={form.control}
            name="number"
            label="Número"
            size="small"
            autoFocus
            autoComplete="off"
            onKeyDown={onEnter}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
          {betType?.needs_sign && (
            <FormTextField control={form.control} name="sign" label="Signo" size="small" options={SIGN_OPTIONS} />
          )}
          <MoneyField
            control={form.control}
            name="amount"
            label="Monto"
            size="small"
            currency={currency}
            onKeyDown={onEnter}
          />
          <Button type="submit" variant="outlined" sx={{ height: 40 }}>
            Agregar
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {`Mín. ${money(limits.min_per_play)} · Máx. ${money(limits.max_per_play)} por jugada · Enter agrega`}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', mt: 1 }}>
        {betType?.code === 'ANIMALITO' && symbols.length > 0 && (
          <SymbolPicker
            symbols={symbols}
            disabled={false}
            onPick={(number) => add(number)}
            selectedAmount={amount ? money(amount) : null}
          />
        )}
        {props.below}
      </Box>
    </Box>
  );
}
