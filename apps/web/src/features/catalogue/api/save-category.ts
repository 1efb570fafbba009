import {
  createCategory,
  deleteCategory,
  updateCategory,
  ZCategory,
  type Category,
  type CreateCategoryRequest,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { invalidateCatalogue, withId } from './keys';

export async function saveCategory({
  id,
  values,
}: {
  id: number | null;
  values: CreateCategoryRequest;
}): Promise<Category> {
  const body =
    id === null ? await api.post(createCategory.path, values) : await api.put(withId(updateCategory.path, id), values);
  return ZCategory.parse(body);
}

export async function deactivateCategory(id: number): Promise<Category> {
  return ZCategory.parse(await api.delete(withId(deleteCategory.path, id)));
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: { successMessage: 'Categoría guardada.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeactivateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCategory,
    meta: { successMessage: 'Categoría desactivada.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
