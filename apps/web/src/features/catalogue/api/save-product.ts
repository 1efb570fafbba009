import {
  createProduct,
  deleteProduct,
  updateProduct,
  ZProduct,
  type CreateProductRequest,
  type Product,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { invalidateCatalogue, withId } from './keys';

/** Creates (no id) or updates a product with its whole symbol set and bet types. */
export async function saveProduct({
  id,
  values,
}: {
  id: number | null;
  values: CreateProductRequest;
}): Promise<Product> {
  const body =
    id === null ? await api.post(createProduct.path, values) : await api.put(withId(updateProduct.path, id), values);
  return ZProduct.parse(body);
}

export async function deactivateProduct(id: number): Promise<Product> {
  return ZProduct.parse(await api.delete(withId(deleteProduct.path, id)));
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    meta: { successMessage: 'Producto guardado.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeactivateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateProduct,
    meta: { successMessage: 'Producto desactivado.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
