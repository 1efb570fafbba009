import { ALL_WEEKDAYS, DRAW_ORDER_OPTIONS, DRAW_SLOTS, ZCreateDrawRequest, type Draw } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { statusOptions } from '@/components/status-chip';
import { useProductsLookup } from '../api/lookups';
import { useSaveDraw } from '../api/save-draw';
import { WeekdaysField } from './weekdays-field';

export type DrawForm = z.output<typeof ZCreateDrawRequest>;
const SLOT_OPTIONS = DRAW_SLOTS.map((slot) => ({ value: slot.id, label: slot.name }));
const ORDER_OPTIONS = DRAW_ORDER_OPTIONS.map((order) => ({ value: order, label: String(order) }));

/** Creates a draw (no `draw`) or edits one. */
export function DrawDialog({ draw, onClose }: { draw: Draw | null; onClose: () => void }) {
  const save = useSaveDraw();
  const products = useProductsLookup();
  const form = useForm<DrawForm>({
    resolver: contractResolver(ZCreateDrawRequest),
    defaultValues: {
      product_id: draw?.product_id ?? (undefined as unknown as number),
      name: draw?.name ?? '',
      draw_time: draw?.draw_time ?? '',
      slot: draw?.slot ?? 1,
      display_order: draw?.display_order ?? 1,
      weekdays: draw?.weekdays ?? [...ALL_WEEKDAYS],
      close_minutes: draw?.close_minutes ?? 5,
      status: draw?.status ?? 'ACTIVE',
    },
  });
  const productOptions = (products.data ?? []).map((product) => ({
    value: product.id,
    label: `${product.name} (${product.lottery_name})`,
  }));
  if (draw && !productOptions.some((option) => option.value === draw.product_id)) {
    productOptions.push({ value: draw.product_id, label: `${draw.product_name} (inactivo)` });
  }

  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={draw ? `Editar sorteo ${draw.name}` : 'Nuevo sorteo'}
      onSubmit={(values) => save.mutateAsync({ id: draw?.id ?? null, values })}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="product_id" label="Producto" required options={productOptions} />
        <FormTextField control={control} name="name" label="Nombre" required />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="draw_time"
            label="Hora"
            type="time"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField control={control} name="slot" label="Turno" options={SLOT_OPTIONS} />
          <FormTextField control={control} name="display_order" label="Orden" options={ORDER_OPTIONS} />
        </Stack>
        <WeekdaysField control={control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="close_minutes" label="Cierre (minutos antes)" integer />
          <FormTextField control={control} name="status" label="Estado" options={statusOptions('catalogue')} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
