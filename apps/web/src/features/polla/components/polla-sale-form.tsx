import type { PollaTicket, PollaType } from '@banca/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { findPollaCustomer, useRegisterPollaTicket } from '../api/tickets';
import { EMPTY_SALE, formFieldOf, picksComplete, saleRequestOf, type SaleForm } from '../logic/sale-form';

const CUSTOMER_FIELDS = [
  { name: 'first_name', label: 'Nombre' },
  { name: 'last_name', label: 'Apellido' },
  { name: 'phone', label: 'Teléfono' },
] as const;

/** The sale: the customer by cédula (a known one fills the rest), the animals per draw, the price, Vender. */
export function PollaSaleForm({
  types,
  onSold,
}: {
  types: readonly PollaType[];
  onSold: (ticket: PollaTicket) => void;
}) {
  const [typeId, setTypeId] = useState(types[0]?.id);
  const [form, setForm] = useState<SaleForm>(EMPTY_SALE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useRegisterPollaTicket();
  const type = types.find((t) => t.id === typeId);
  if (!type) return <Typography sx={{ mb: 2 }}>Aún no hay tipos de polla activos: la banca los configura.</Typography>;

  const set = (patch: Partial<SaleForm>) => setForm((current) => ({ ...current, ...patch }));
  const lookUp = async () => {
    if (!/^\d{5,9}$/.test(form.id_number.trim())) return;
    const known = await findPollaCustomer(form.id_type, form.id_number.trim());
    if (known) set({ first_name: known.first_name, last_name: known.last_name, phone: known.phone });
  };
  const sell = async () => {
    setErrors({});
    try {
      const ticket = await register.mutateAsync(saleRequestOf(type, form));
      setForm(EMPTY_SALE);
      onSold(ticket);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(error.fields.map((f) => [formFieldOf(type, f.field), f.message])));
      }
    }
  };
  const fieldError = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  return (
    <Paper component="section" aria-label="Vender ticket de polla" sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        <TextField select label="Tipo de polla" value={type.id} onChange={(e) => setTypeId(Number(e.target.value))}>
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Tipo de cédula"
            value={form.id_type}
            onChange={(e) => set({ id_type: e.target.value as 'V' | 'E' })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="V">V</MenuItem>
            <MenuItem value="E">E</MenuItem>
          </TextField>
          <TextField
            label="Cédula"
            value={form.id_number}
            onChange={(e) => set({ id_number: e.target.value })}
            onBlur={lookUp}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...fieldError('id_number')}
          />
          {CUSTOMER_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={form[field.name]}
              onChange={(e) => set({ [field.name]: e.target.value })}
              {...fieldError(field.name)}
            />
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {type.draws.map((draw) => (
            <TextField
              key={draw.id}
              select
              label={`Sorteo ${draw.time}`}
              value={form.picks[draw.id] ?? []}
              onChange={(e) => {
                const value = e.target.value as unknown as string[] | string;
                const numbers = (Array.isArray(value) ? value : [value]).slice(-type.picks_per_draw);
                set({ picks: { ...form.picks, [draw.id]: numbers } });
              }}
              slotProps={{ select: { multiple: true } }}
              sx={{ minWidth: 180 }}
              {...fieldError(`draw:${draw.id}`)}
            >
              {type.symbols.map((symbol) => (
                <MenuItem key={symbol.number} value={symbol.number}>
                  {`${symbol.number} ${symbol.name}`}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        {errors.picks && <Typography color="error">{errors.picks}</Typography>}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography aria-live="polite">{`Precio: ${formatMoney(type.price, type.currency)}`}</Typography>
          <Button variant="contained" onClick={sell} disabled={register.isPending || !picksComplete(type, form)}>
            Vender
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
