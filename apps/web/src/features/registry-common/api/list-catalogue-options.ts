import {
  listBetTypes,
  listGeneralDraws,
  listGeneralProducts,
  ZGeneralBetType,
  ZGeneralDraw,
  ZGeneralProduct,
  type GeneralBetType,
  type GeneralDraw,
  type GeneralProduct,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { PICKERS_KEY } from './list-partner-options';

export const productOptionsQuery = queryOptions({
  queryKey: [...PICKERS_KEY, 'products'],
  queryFn: async (): Promise<GeneralProduct[]> =>
    z.array(ZGeneralProduct).parse(await api.get(listGeneralProducts.path)),
  staleTime: 300_000,
});

export const drawOptionsQuery = (productId: number | null) =>
  queryOptions({
    queryKey: [...PICKERS_KEY, 'draws', productId],
    queryFn: async (): Promise<GeneralDraw[]> =>
      z
        .array(ZGeneralDraw)
        .parse(await api.get(listGeneralDraws.path, { query: { product_id: productId ?? undefined } })),
    staleTime: 300_000,
  });

export const betTypeOptionsQuery = queryOptions({
  queryKey: [...PICKERS_KEY, 'bet-types'],
  queryFn: async (): Promise<GeneralBetType[]> => z.array(ZGeneralBetType).parse(await api.get(listBetTypes.path)),
  staleTime: 300_000,
});

/** Active products, for pickers. */
export const useProductOptions = () => useQuery(productOptionsQuery);
/** Active draws of a product (none until a product is chosen). */
export const useDrawOptions = (productId: number | null) =>
  useQuery({ ...drawOptionsQuery(productId), enabled: productId !== null });
/** Every bet type, for pickers. */
export const useBetTypeOptions = () => useQuery(betTypeOptionsQuery);
