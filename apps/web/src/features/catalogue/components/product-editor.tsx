import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, ZCreateProductRequest } from '@banca/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { statusOptions } from '@/components/status-chip';
import { useProduct } from '../api/get-product';
import { useCategoriesLookup, useLotteriesLookup } from '../api/lookups';
import { useSaveProduct } from '../api/save-product';
import { BetTypeFields } from './bet-type-fields';
import { ImagePicker } from './image-picker';
import { productFormOf, type ProductForm } from './product-form';
import { SymbolGrid } from './symbol-grid';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

/** Creates a product (`productId` null) or edits one: general data, bet types and symbols. */
export function ProductEditor({ productId, onClose }: { productId: number | null; onClose: () => void }) {
  const product = useProduct(productId);
  const loaded = product.data ?? null;
  const save = useSaveProduct();
  const lotteries = useLotteriesLookup();
  const categories = useCategoriesLookup();
  const form = useForm<ProductForm>({
    resolver: contractResolver(ZCreateProductRequest),
    defaultValues: productFormOf(null),
    // The product being edited fills the form once it has loaded.
    ...(loaded ? { values: productFormOf(loaded) } : {}),
  });
  const { control, setValue } = form;
  const productType = useWatch({ control, name: 'product_type' });

  // A new product's type decides what it sells: start its bet types and symbols afresh.
  useEffect(() => {
    if (productId !== null) return;
    setValue('bet_types', []);
    if (productType !== 'ANIMALITOS') setValue('symbols', []);
  }, [productId, productType, setValue]);

  const lotteryOptions = (lotteries.data ?? []).map((lottery) => ({ value: lottery.id, label: lottery.name }));
  if (loaded && !lotteryOptions.some((option) => option.value === loaded.lottery_id)) {
    lotteryOptions.push({ value: loaded.lottery_id, label: `${loaded.lottery_name} (inactiva)` });
  }
  const categoryOptions = [
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    { value: '', label: 'Sin categoría' },
  ];

  return (
    <FormDialog
      form={form}
      title={productId === null ? 'Nuevo producto' : `Editar producto ${loaded?.name ?? ''}`.trim()}
      onSubmit={(values) => save.mutateAsync({ id: loaded?.id ?? null, values })}
      onClose={onClose}
      maxWidth="lg"
      loading={productId !== null && product.isPending}
      loadError={product.isError ? product.error : undefined}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Datos generales
        </Typography>
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
          <FormTextField control={control} name="name" label="Nombre" required autoFocus />
          <FormTextField control={control} name="lottery_id" label="Lotería" required options={lotteryOptions} />
          <FormTextField
            control={control}
            name="product_type"
            label="Tipo"
            options={TYPE_OPTIONS}
            disabled={productId !== null}
          />
          <FormTextField control={control} name="category_id" label="Categoría" options={categoryOptions} />
          <FormTextField control={control} name="status" label="Estado" options={statusOptions('catalogue')} />
          <Controller
            control={control}
            name="image_id"
            render={({ field, fieldState }) => (
              <ImagePicker
                label="Imagen del producto"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Divider />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Tipos de jugada y multiplicadores
        </Typography>
        <BetTypeFields control={control} productType={productType} />
        {productType === 'ANIMALITOS' && (
          <>
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Símbolos
            </Typography>
            <SymbolGrid control={control} />
          </>
        )}
      </Box>
    </FormDialog>
  );
}
