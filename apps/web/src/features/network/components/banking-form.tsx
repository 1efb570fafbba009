import Box from '@mui/material/Box';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  ZUpdateBankingConfigRequest,
  type BankingConfig,
  type UpdateBankingConfigRequest,
} from '@banca/contracts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, contractResolver, FormTextField, MoneyField } from '@/components/form';
import { useUpdateBankingConfig } from '../api/banking-config';
import { BETS_FIELD_NAMES, BetsFields } from './bets-fields';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].name }));
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${CURRENCIES[code].name} (${CURRENCIES[code].symbol})`,
}));
/** Fields that cannot change once the banca has partners. */
const LOCKED_FIELDS = [
  { name: 'country_iso2', label: 'País', options: COUNTRY_OPTIONS },
  { name: 'currency', label: 'Moneda', options: CURRENCY_OPTIONS },
] as const;
const FIELDS = [
  'code',
  'name',
  'country_iso2',
  'currency',
  'timezone',
  'ticket_header',
  'ticket_footer',
  ...BETS_FIELD_NAMES.map((name) => `bets.${name}`),
  ...CURRENCY_CODES.map((code) => `money_maximums.${code}`),
  'identify_winners_from',
];

/** How each maximum reads on the form. */
const MAXIMUM_LABELS = { BS: 'En bolívares', USD: 'En dólares', COP: 'En pesos colombianos' } as const;

function timezoneOptions(current: string) {
  let zones: string[] = Object.values(COUNTRIES).map((country) => country.timezone);
  try {
    zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone.startsWith('America/'));
  } catch {
    // Older engines: the countries' zones are enough.
  }
  return [...new Set([current, ...zones])].sort().map((zone) => ({ value: zone, label: zone }));
}

const valuesOf = ({
  descendants_count: _d,
  id: _i,
  updated_at: _u,
  ...config
}: BankingConfig): UpdateBankingConfigRequest => config;

/** The banca's identity, zone, ticket texts and its agencies' default bets settings. */
export function BankingForm({ config }: { config: BankingConfig }) {
  const form = useForm<UpdateBankingConfigRequest>({
    resolver: contractResolver(ZUpdateBankingConfigRequest),
    values: valuesOf(config),
  });
  const update = useUpdateBankingConfig();
  const currency = useWatch({ control: form.control, name: 'currency' });
  const locked = config.descendants_count > 0;
  const lockedField = {
    disabled: locked,
    helperText: locked ? 'No se puede cambiar: la banca ya tiene asociados.' : undefined,
  };
  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS) }),
  );
  const { control } = form;
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 2, md: 3 } }}
        aria-label="Configuración de la banca"
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={control} name="code" label="Código" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField control={control} name="name" label="Nombre" required />
          </Grid>
          {LOCKED_FIELDS.map(({ name, label, options }) => (
            <Grid key={name} size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name={name} label={label} options={options} {...lockedField} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="timezone"
              label="Zona horaria"
              options={timezoneOptions(config.timezone)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="ticket_header" label="Encabezado del ticket" multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="ticket_footer" label="Pie del ticket" multiline minRows={3} />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="pay_prizes_anywhere"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label="Los premios se pagan en cualquier taquilla de la banca"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyField
              control={control}
              name="identify_winners_from"
              label="Identificar ganadores desde"
              currency={config.currency}
              helperText="Premios desde este monto se pagan solo con la cédula, el nombre y el teléfono del ganador. Vacío: nunca."
            />
          </Grid>
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          Monto máximo por operación
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Lo más que puede llevar un asiento manual, un pago o un movimiento de caja, en cada moneda.
        </Typography>
        <Grid container spacing={2}>
          {CURRENCY_CODES.map((code) => (
            <Grid key={code} size={{ xs: 12, sm: 4 }}>
              <MoneyField
                control={control}
                name={`money_maximums.${code}`}
                label={MAXIMUM_LABELS[code]}
                currency={code}
                required
              />
            </Grid>
          ))}
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
          Configuración de jugadas por defecto
        </Typography>
        <BetsFields currency={currency} prefix="bets." />
        {/* Guardar stays at the window's bottom edge while the long form scrolls under it. */}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 3,
            mx: { xs: -2, md: -3 },
            mb: { xs: -2, md: -3 },
            px: { xs: 2, md: 3 },
            py: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button type="submit" variant="contained" loading={update.isPending} data-primary-action>
            Guardar
          </Button>
        </Box>
      </Paper>
    </FormProvider>
  );
}
