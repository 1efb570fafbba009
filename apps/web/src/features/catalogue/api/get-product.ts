import { getProduct as getProductEndpoint, ZProduct, type Product } from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { catalogueKeys, withId } from './keys';

/** A product with its symbols and bet types. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return ZProduct.parse(await api.get(withId(getProductEndpoint.path, id), signal ? { signal } : {}));
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** The product being edited; no call while `id` is null (a new product). */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
