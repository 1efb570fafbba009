import { ALL_WEEKDAYS, DRAW_ORDER_OPTIONS, DRAW_SLOTS, ZCreateDrawRequest, type Draw } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { useProductsLookup } from '../api/lookups';
import { useSaveDraw } from '../api/save-draw';
import { contractResolver } from './form-resolver';
import { STATUS_OPTIONS } from './status-chip';
import { WeekdaysField } from './weekdays-field';

export type DrawForm = z.output<typeof ZCreateDrawRequest>;
const FIELDS = [
  'product_id',
  'name',
  'draw_time',
  'slot',
  'display_order',
  'weekdays',
  'close_minutes',
  'status',
] as const;
const SLOT_OPTIONS = DRAW_SLOTS.map((slot) => ({ value: slot.id, label: slot.name }));
const ORDER_OPTIONS = DRAW_ORDER_OPTIONS.map((order) => ({ value: order, label: String(order) }));

/** Creates a draw (no `draw`) or edits one. */
export function DrawDialog({ draw, onClose }: { draw: Draw | null; onClose: () => void }) {
  const save = useSaveDraw();
  const products = useProductsLookup();
  const { control, handleSubmit, setError } = useForm<DrawForm>({
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

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: draw?.id ?? null, values });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="draw-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="draw-dialog-title">{draw ? `Editar sorteo ${draw.name}` : 'Nuevo sorteo'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
              <FormTextField control={control} name="status" label="Estado" options={STATUS_OPTIONS} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
