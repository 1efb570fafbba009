import { ZReloadInput, type Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/features/auth';
import { CURRENCY_OPTIONS, METHOD_OPTIONS, useCashTaquillas } from '@/features/cash';
import { useSendReload } from '../api/reloads';

/** «GLOBAL»: every active taquilla under the caller's own partner; otherwise one taquilla's id. */
export const GLOBAL = 'GLOBAL';

const ZReloadForm = ZReloadInput.extend({
  target: z.string().min(1, { error: 'Elija la taquilla, o «Todas las taquillas».' }),
  currency: ZReloadInput.shape.currency,
  payment_method: z.string().min(1),
  description: z.string().trim().max(500, { error: 'La descripción no puede tener más de 500 caracteres.' }),
});
type ReloadForm = z.infer<typeof ZReloadForm>;

/** Sends a reload to one taquilla, or the same reload to every active taquilla (global). */
export function ReloadDialog({ onClose }: { onClose: () => void }) {
  const send = useSendReload();
  const user = useCurrentUser();
  const taquillas = useCashTaquillas();
  const form = useForm<ReloadForm>({
    resolver: contractResolver(ZReloadForm),
    defaultValues: {
      target: '',
      currency: (user?.currency ?? 'BS') as Currency,
      payment_method: 'EFECTIVO',
      amount: '',
      description: '',
    },
  });
  const { control } = form;
  const currency = useWatch({ control, name: 'currency' });
  const options = [
    { value: GLOBAL, label: 'Todas las taquillas (global)' },
    ...(taquillas.data ?? []).map((taquilla) => ({ value: String(taquilla.id), label: taquilla.name })),
  ];
  return (
    <FormDialog
      form={form}
      title="Enviar recarga"
      submitLabel="Enviar"
      onSubmit={async ({ target, ...reload }) => {
        const answer = await send.mutateAsync(
          target === GLOBAL ? { ...reload, partner_id: user!.partner.id } : { ...reload, taquilla_id: Number(target) },
        );
        toast.success(
          answer.reloads === 1 ? 'Recarga enviada a la taquilla.' : `Recarga enviada a ${answer.reloads} taquillas.`,
        );
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="target" label="Destino" options={options} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="payment_method" label="Método de pago" options={METHOD_OPTIONS} />
          <FormTextField control={control} name="currency" label="Moneda" options={CURRENCY_OPTIONS} />
        </Stack>
        <MoneyField control={control} name="amount" label="Monto" currency={currency} />
        <FormTextField control={control} name="description" label="Descripción" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
