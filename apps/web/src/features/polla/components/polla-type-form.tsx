import { ZSavePollaTypeRequest, type PollaType, type SavePollaTypeRequest } from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useCurrentUser } from '@/features/auth';
import { useAnimalitoProducts, useProductDraws } from '../api/catalogue';
import { useSavePollaType } from '../api/polla-types';

const STATUS = [
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
];

const valuesOf = (type: PollaType | null): DefaultValues<SavePollaTypeRequest> =>
  type
    ? {
        id: type.id,
        name: type.name,
        product_id: type.product_id,
        draw_ids: type.draws.map((d) => d.id),
        picks_per_draw: type.picks_per_draw,
        price: type.price,
        daily_first_percent: type.daily_first_percent,
        daily_second_percent: type.daily_second_percent,
        weekly_percent: type.weekly_percent,
        points_per_hit: type.points_per_hit,
        first_min_points: type.first_min_points,
        second_min_points: type.second_min_points,
        weekly_min_points: type.weekly_min_points,
        annul_minutes: type.annul_minutes,
        status: type.status,
      }
    : {
        name: '',
        draw_ids: [],
        picks_per_draw: 1,
        price: '',
        daily_first_percent: '30',
        daily_second_percent: '10',
        weekly_percent: '5',
        points_per_hit: 1,
        first_min_points: 1,
        second_min_points: 1,
        weekly_min_points: 1,
        annul_minutes: 5,
        status: 'ACTIVE',
      };

/** A polla type: the animalito product and its counted draws, animals per draw, price, pote percentages and scoring. */
export function PollaTypeForm({ type, onClose }: { type: PollaType | null; onClose: () => void }) {
  const save = useSavePollaType();
  const user = useCurrentUser();
  const currency = type?.currency ?? user?.currency ?? 'BS';
  const form = useForm<SavePollaTypeRequest>({
    resolver: contractResolver(ZSavePollaTypeRequest),
    defaultValues: valuesOf(type),
  });
  const { control } = form;
  const products = useAnimalitoProducts();
  const productId = useWatch({ control, name: 'product_id' });
  const draws = useProductDraws(productId);
  const number = (name: keyof SavePollaTypeRequest, label: string) => (
    <FormTextField control={control} name={name} label={label} integer />
  );
  return (
    <FormDialog
      form={form}
      title={type ? `Tipo de polla · ${type.name}` : 'Nuevo tipo de polla'}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Nombre" />
        <FormTextField
          control={control}
          name="product_id"
          label="Producto"
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <Controller
          control={control}
          name="draw_ids"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Sorteos que cuentan"
              value={field.value ?? []}
              onChange={(e) => field.onChange((e.target.value as unknown as (string | number)[]).map(Number))}
              slotProps={{ select: { multiple: true } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {(draws.data ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {`${d.draw_time} · ${d.name}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {number('picks_per_draw', 'Animales por sorteo')}
          <MoneyField control={control} name="price" label="Precio" currency={currency} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="daily_first_percent" label="% primer acumulado" />
          <FormTextField control={control} name="daily_second_percent" label="% segundo acumulado" />
          <FormTextField control={control} name="weekly_percent" label="% pote semanal" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {number('points_per_hit', 'Puntos por acierto')}
          {number('first_min_points', 'Mínimo primer acumulado')}
          {number('second_min_points', 'Mínimo segundo acumulado')}
          {number('weekly_min_points', 'Mínimo pote semanal')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {number('annul_minutes', 'Minutos para anular')}
          <FormTextField control={control} name="status" label="Estado" options={STATUS} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
