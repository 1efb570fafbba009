import {
  listBetTypes,
  listGeneralCategories,
  listGeneralLotteries,
  listGeneralProducts,
  ZGeneralBetType,
  ZGeneralLottery,
  ZGeneralProduct,
  ZIdName,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/http';
import { catalogueKeys } from './keys';

/** The /api/v2/general lists the catalogue's forms choose from (ACTIVE rows only). */
const lookup = <T extends z.ZodType>(path: string, row: T) =>
  queryOptions({
    queryKey: [...catalogueKeys.general, path],
    queryFn: async ({ signal }) => z.array(row).parse(await api.get(path, { signal })),
    staleTime: 5 * 60_000,
  });

export const lotteriesLookup = lookup(listGeneralLotteries.path, ZGeneralLottery);
export const categoriesLookup = lookup(listGeneralCategories.path, ZIdName);
export const betTypesLookup = lookup(listBetTypes.path, ZGeneralBetType);
export const productsLookup = lookup(listGeneralProducts.path, ZGeneralProduct);

export const useLotteriesLookup = () => useQuery(lotteriesLookup);
export const useCategoriesLookup = () => useQuery(categoriesLookup);
export const useBetTypesLookup = () => useQuery(betTypesLookup);
export const useProductsLookup = () => useQuery(productsLookup);
