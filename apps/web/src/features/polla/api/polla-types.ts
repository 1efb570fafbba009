import { listPollaTypes, savePollaType, ZPollaType, type PollaType, type SavePollaTypeRequest } from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { POLLA_TYPES_KEY, useInvalidatePolla } from './keys';

const ZTypes = z.object({ data: z.array(ZPollaType) });

/** The banca's polla types, with their draws, animals, price and pote percentages. */
export function usePollaTypes() {
  return useQuery({
    queryKey: POLLA_TYPES_KEY,
    queryFn: async (): Promise<PollaType[]> => ZTypes.parse(await api.get(listPollaTypes.path)).data,
  });
}

export function useSavePollaType() {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: async (body: SavePollaTypeRequest) => ZPollaType.parse(await api.post(savePollaType.path, body)),
    onSuccess: invalidate,
    meta: { successMessage: 'Tipo de polla guardado.' },
  });
}
