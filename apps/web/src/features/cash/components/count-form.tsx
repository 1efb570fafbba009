import type { CashRegister } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MoneyField } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { useSaveCounts, useSendRegister } from '../api/registers';
import { methodLabel } from './options';
import { RegisterLines } from './register-lines';

type Counts = { counts: Record<string, string> };

/** While the register is open at the taquilla: what was counted per method, saved, then sent. */
export function CountForm({ register }: { register: CashRegister }) {
  const save = useSaveCounts();
  const send = useSendRegister();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Counts>({
    values: { counts: Object.fromEntries(register.lines.map((line) => [line.payment_method, line.counted ?? ''])) },
  });
  const onSave = form.handleSubmit((values) =>
    save.mutateAsync({
      cash_register_id: register.id,
      counts: Object.entries(values.counts)
        .filter(([, counted]) => counted !== '')
        .map(([payment_method, counted]) => ({ payment_method, counted })),
    }),
  );
  const dirty = form.formState.isDirty;
  return (
    <form onSubmit={onSave} noValidate>
      <RegisterLines
        register={register}
        countCell={(line) => (
          <MoneyField
            control={form.control}
            name={`counts.${line.payment_method}`}
            label={`Contado (${methodLabel(line.payment_method).toLowerCase()})`}
            currency={register.currency}
            size="small"
            sx={{ width: 150 }}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          Guardar conteo
        </Button>
        <Button variant="contained" disabled={dirty || register.counted === null} onClick={() => setConfirming(true)}>
          Enviar arqueo
        </Button>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title="Enviar arqueo"
          message={`Se envía a la agencia con ${formatMoney(register.expected, register.currency)} esperado y ${formatMoney(register.counted ?? '0', register.currency)} contado. No podrá cambiarlo hasta que se lo devuelvan.`}
          confirmLabel="Enviar"
          busy={send.isPending}
          onConfirm={() => send.mutate({ cash_register_id: register.id }, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
