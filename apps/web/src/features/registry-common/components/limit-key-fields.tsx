import { PRODUCT_TYPE_BET_TYPES } from '@banca/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { useBetTypeOptions, useDrawOptions, useProductOptions } from '../api/list-catalogue-options';

/** The key of a cupo, tope or commission. 0 means "all" for the draw and the bet type. */
export interface LimitKeyForm {
  product_id: number;
  draw_id: number;
  bet_type_id: number;
}

export const ALL = 0;
/** 0 ("all") as the wire's null. */
export const orNull = (id: number | undefined) => (id ? id : null);

/**
 * Product, then (optionally) one of its draws, then one of the bet types its type sells.
 * `betTypeOptional`: commissions may apply to every bet type of the product.
 */
export function LimitKeyFields({
  control,
  withDraw = true,
  betTypeOptional = false,
  disabled = false,
}: {
  control: Control<LimitKeyForm>;
  withDraw?: boolean;
  betTypeOptional?: boolean;
  disabled?: boolean;
}) {
  const productId = useWatch({ control, name: 'product_id' });
  const products = useProductOptions();
  const draws = useDrawOptions(productId || null);
  const betTypes = useBetTypeOptions();
  const product = products.data?.find((p) => p.id === productId);
  const sold: readonly string[] = product ? PRODUCT_TYPE_BET_TYPES[product.product_type] : [];
  const betTypeOptions = (betTypes.data ?? [])
    .filter((b) => sold.includes(b.code))
    .map((b) => ({ value: b.id, label: b.name }));
  return (
    <>
      <FormTextField
        control={control}
        name="product_id"
        label="Producto"
        options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        disabled={disabled}
        required
      />
      {withDraw && (
        <FormTextField
          control={control}
          name="draw_id"
          label="Sorteo"
          options={[
            { value: ALL, label: 'Todos los sorteos' },
            ...(draws.data ?? []).map((d) => ({ value: d.id, label: d.name })),
          ]}
          disabled={disabled || !productId}
        />
      )}
      <FormTextField
        control={control}
        name="bet_type_id"
        label="Tipo de jugada"
        options={[...(betTypeOptional ? [{ value: ALL, label: 'Todos los tipos' }] : []), ...betTypeOptions]}
        disabled={disabled || !productId}
        required={!betTypeOptional}
      />
    </>
  );
}
