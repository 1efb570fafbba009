import { createDraw, deleteDraw, updateDraw, ZDraw, type CreateDrawRequest, type Draw } from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { invalidateCatalogue, withId } from './keys';

export async function saveDraw({ id, values }: { id: number | null; values: CreateDrawRequest }): Promise<Draw> {
  const body =
    id === null ? await api.post(createDraw.path, values) : await api.put(withId(updateDraw.path, id), values);
  return ZDraw.parse(body);
}

export async function deactivateDraw(id: number): Promise<Draw> {
  return ZDraw.parse(await api.delete(withId(deleteDraw.path, id)));
}

export function useSaveDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraw,
    meta: { successMessage: 'Sorteo guardado.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeactivateDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDraw,
    meta: { successMessage: 'Sorteo desactivado.' },
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
