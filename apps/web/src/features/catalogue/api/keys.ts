import type { QueryClient } from '@tanstack/react-query';

/** Query key roots of the catalogue: a change invalidates the lists and the sellers' lookups. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lotteries: ['catalogue', 'lotteries'] as const,
  categories: ['catalogue', 'categories'] as const,
  products: ['catalogue', 'products'] as const,
  product: (id: number) => ['catalogue', 'products', 'detail', id] as const,
  draws: ['catalogue', 'draws'] as const,
  general: ['general'] as const,
};

export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.general }),
  ]);
}

/** A contract path with its `:id` filled in. */
export const withId = (path: string, id: number) => path.replace(':id', String(id));
