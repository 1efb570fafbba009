import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, ZCreateProductRequest, type Product } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FullPageLoader } from '@/components/full-page-loader';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { errorMessage } from '@/lib/api-error';
import { useProduct } from '../api/get-product';
import { useCategoriesLookup, useLotteriesLookup } from '../api/lookups';
import { useSaveProduct } from '../api/save-product';
import { BetTypeFields } from './bet-type-fields';
import { contractResolver } from './form-resolver';
import { ImagePicker } from './image-picker';
import { productFormOf, serverFieldNames, type ProductForm } from './product-form';
import { STATUS_OPTIONS } from './status-chip';
import { SymbolGrid } from './symbol-grid';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

/** Creates a product (`productId` null) or edits one: general data, bet types and symbols. */
export function ProductEditor({ productId, onClose }: { productId: number | null; onClose: () => void }) {
  const product = useProduct(productId);
  const title = productId === null ? 'Nuevo producto' : `Editar producto ${product.data?.name ?? ''}`.trim();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" scroll="paper" aria-labelledby="product-editor-title">
      <DialogTitle id="product-editor-title">{title}</DialogTitle>
      {productId !== null && product.isPending ? (
        <DialogContent>
          <FullPageLoader />
        </DialogContent>
      ) : product.isError ? (
        <DialogContent>
          <Alert severity="error">{errorMessage(product.error)}</Alert>
        </DialogContent>
      ) : (
        <ProductFormContent product={product.data ?? null} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ProductFormContent({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const save = useSaveProduct();
  const lotteries = useLotteriesLookup();
  const categories = useCategoriesLookup();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<ProductForm>({
    resolver: contractResolver(ZCreateProductRequest),
    defaultValues: productFormOf(product),
  });
  const productType = useWatch({ control, name: 'product_type' });

  // A new product's type decides what it sells: start its bet types and symbols afresh.
  useEffect(() => {
    if (product) return;
    setValue('bet_types', []);
    if (productType !== 'ANIMALITOS') setValue('symbols', []);
  }, [product, productType, setValue]);

  const lotteryOptions = (lotteries.data ?? []).map((lottery) => ({ value: lottery.id, label: lottery.name }));
  if (product && !lotteryOptions.some((option) => option.value === product.lottery_id)) {
    lotteryOptions.push({ value: product.lottery_id, label: `${product.lottery_name} (inactiva)` });
  }
  const categoryOptions = [
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    { value: '', label: 'Sin categoría' },
  ];

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: product?.id ?? null, values });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFieldNames(getValues()));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
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
            disabled={product !== null}
          />
          <FormTextField control={control} name="category_id" label="Categoría" options={categoryOptions} />
          <FormTextField control={control} name="status" label="Estado" options={STATUS_OPTIONS} />
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </form>
  );
}
