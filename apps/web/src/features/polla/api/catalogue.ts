import { listDraws, listGeneralProducts, ZDraw, ZGeneralProduct, zPage } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { POLLA_KEY } from './keys';

/** The animalito products a polla type may count. */
export function useAnimalitoProducts() {
  return useQuery({
    queryKey: [...POLLA_KEY, 'products'],
    queryFn: async () =>
      z
        .array(ZGeneralProduct)
        .parse(await api.get(listGeneralProducts.path))
        .filter((product) => product.product_type === 'ANIMALITOS'),
  });
}

/** A product's active draws, by time. */
export function useProductDraws(productId: number | undefined) {
  return useQuery({
    queryKey: [...POLLA_KEY, 'draws', productId],
    queryFn: async () =>
      zPage(ZDraw).parse(
        await api.get(listDraws.path, {
          query: { product_id: productId ?? 0, status: 'ACTIVE', per_page: 100, sort: 'draw_time' },
        }),
      ).data,
    enabled: productId !== undefined,
  });
}
