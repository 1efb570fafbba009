import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { useDrawOptions, useProductOptions } from '@/features/registry-common';
import { useBlockSymbols } from '../api/list-block-symbols';
import type { BlockForm } from './block-form';

/**
 * Product, then one of its draws (or all), then the number: a symbol picker for animalitos
 * (`0` and `00` are different animals), 2 or 3 digits otherwise.
 */
export function BlockNumberFields({
  control,
  setValue,
}: {
  control: Control<BlockForm>;
  setValue: UseFormSetValue<BlockForm>;
}) {
  const productId = useWatch({ control, name: 'product_id' });
  const products = useProductOptions();
  const draws = useDrawOptions(productId || null);
  const product = products.data?.find((option) => option.id === productId);
  const animalitos = product?.product_type === 'ANIMALITOS';
  const symbols = useBlockSymbols(animalitos ? productId : null);

  // Another product: its draws and numbers are others.
  const previous = useRef(productId);
  useEffect(() => {
    if (previous.current === productId) return;
    previous.current = productId;
    setValue('draw_id', 0);
    setValue('number', '');
  }, [productId, setValue]);

  return (
    <>
      <FormTextField
        control={control}
        name="product_id"
        label="Producto"
        required
        options={(products.data ?? [])
          .filter((option) => option.product_type !== 'POLLA')
          .map((option) => ({ value: option.id, label: `${option.name} (${option.lottery_name})` }))}
      />
      <FormTextField
        control={control}
        name="draw_id"
        label="Sorteo"
        disabled={!productId}
        options={[
          { value: 0, label: 'Todos los sorteos' },
          ...(draws.data ?? []).map((draw) => ({ value: draw.id, label: `${draw.draw_time} · ${draw.name}` })),
        ]}
      />
      {animalitos ? (
        <FormTextField
          control={control}
          name="number"
          label="Número"
          required
          options={(symbols.data ?? []).map((symbol) => ({
            value: symbol.number,
            label: `${symbol.number} · ${symbol.name}`,
          }))}
        />
      ) : (
        <FormTextField
          control={control}
          name="number"
          label="Número"
          required
          disabled={!productId}
          helperText="3 dígitos para el triple, 2 para el terminal."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      )}
    </>
  );
}
