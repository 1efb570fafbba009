import type { CashConfigAnswer, Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { MoneyField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { useSaveCashConfig, useSaveFund } from '../api/config';
import { useExpenseTypes } from '../api/movements';
import { CheckGroup } from './check-group';
import { CURRENCY_OPTIONS, METHOD_OPTIONS } from './options';

interface ConfigForm {
  payment_methods: string[];
  currencies: string[];
  expense_types: string[];
  income_approval_above: string;
  outcome_approval_above: string;
  fund: string;
}

const orNull = (value: string) => (value === '' ? null : value);

/** A taquilla's cash settings, and its opening fund in its currency. */
export function ConfigForm({ config, currency }: { config: CashConfigAnswer; currency: Currency }) {
  const save = useSaveCashConfig();
  const saveFund = useSaveFund();
  const types = useExpenseTypes();
  const fund = config.funds.find((entry) => entry.currency === currency)?.amount ?? '0';
  const form = useForm<ConfigForm>({
    values: {
      payment_methods: config.payment_methods,
      currencies: config.currencies,
      expense_types: config.expense_types,
      income_approval_above: config.income_approval_above ?? '',
      outcome_approval_above: config.outcome_approval_above ?? '',
      fund,
    },
  });
  const { control } = form;
  const onSave = form.handleSubmit((values) =>
    save.mutateAsync({
      taquilla_id: config.taquilla_id,
      payment_methods: values.payment_methods,
      currencies: values.currencies as Currency[],
      expense_types: values.expense_types,
      income_approval_above: orNull(values.income_approval_above),
      outcome_approval_above: orNull(values.outcome_approval_above),
    }),
  );
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={onSave} noValidate aria-label="Configuración de caja">
        <Stack spacing={2}>
          <CheckGroup control={control} name="payment_methods" label="Métodos de pago aceptados" hint="Sin marcar ninguno, acepta todos." options={METHOD_OPTIONS} />
          <CheckGroup control={control} name="currencies" label="Monedas" hint="Sin marcar ninguna, acepta todas." options={CURRENCY_OPTIONS} />
          <CheckGroup
            control={control}
            name="expense_types"
            label="Tipos de egreso permitidos"
            hint="Sin marcar ninguno, permite todos. El pago de premio siempre se registra."
            options={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <MoneyField control={control} name="income_approval_above" label="Ingresos: requieren aprobación sobre" currency={currency} helperText="Vacío: nunca." />
            <MoneyField control={control} name="outcome_approval_above" label="Egresos: requieren aprobación sobre" currency={currency} helperText="Vacío: nunca." />
          </Stack>
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            Guardar configuración
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {`Fondo de caja: ${formatMoney(fund, currency)}`}
          </Typography>
          <MoneyField control={control} name="fund" label={`Nuevo fondo (${currency})`} currency={currency} />
          <Button
            variant="outlined"
            disabled={saveFund.isPending}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => void saveFund.mutateAsync({ taquilla_id: config.taquilla_id, currency, amount: form.getValues('fund') || '0' })}
          >
            Guardar fondo
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
