import { listBlockSymbols, ZBlockSymbol, type BlockSymbol } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { DRAW_CONTROLS_KEY } from './keys';

export const blockSymbolsQuery = (productId: number) =>
  queryOptions({
    queryKey: [...DRAW_CONTROLS_KEY, 'symbols', productId],
    queryFn: async (): Promise<BlockSymbol[]> =>
      z.array(ZBlockSymbol).parse(await api.get(listBlockSymbols.path, { query: { product_id: productId } })),
    staleTime: 300_000,
  });

/** The active symbols of an animalito product (none asked until one is chosen). */
export const useBlockSymbols = (productId: number | null) =>
  useQuery({ ...blockSymbolsQuery(productId ?? 0), enabled: Boolean(productId) });
